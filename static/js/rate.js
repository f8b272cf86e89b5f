/* The rating screen's keyboard and draft helpers (loaded with `defer`; no inline code: strict CSP).
 *
 *   1-9        pick that choice in the focused row, then go on to the next row; a number the row
 *              has no choice for is refused on the row (the focus stays); with the focus outside
 *              the rows (the chart, a link, the reference box) a digit chooses nothing and says so
 *              (it used to land on the row the rater had left)
 *   Up/Down, k/j   previous / next row        Left/Right, p/n   previous / next item
 *   r          open the reference answer (also Enter or a click on its box) and go to its rows
 *   Enter      submit (Ctrl+Enter inside the note)     s   focus the skip reason
 *   ?          show / hide the key list       Esc   hide it
 *
 * Row order: the rows that judge the answers on their own (and the preference), then the
 * reference box; the rows that ask about the reference (its verdict, each answer's auto-score
 * fairness: ``data-needs-reference``) can be reached, and chosen, only once it is open. The
 * reference answer is not in the page until then: opening the box asks the server for it, which
 * records when.
 *
 * Everything also works without this file: the rows are real radio inputs in a plain form, and
 * the reference box holds a link to the reference answer's own page.
 */
(function () {
  "use strict";

  var form = document.querySelector("form.rate-form");
  if (!form) {
    return;
  }
  var help = document.getElementById("key-help");
  var status = document.getElementById("draft-status");
  var draftUrl = form.getAttribute("data-draft-url");
  var editable = !form.querySelector("fieldset.rating-fields[disabled]");
  var dirty = false;
  var lastRow = null; // the row the rater was in before the focus went elsewhere

  // the reference answer: in the page only once revealed (``data-revealed``), else asked for
  var refBox = document.getElementById("reference-box");
  var refSummary = refBox && refBox.querySelector("summary");
  var refBody = document.getElementById("reference-body");
  var revealed = !refBox || refBox.hasAttribute("data-revealed");
  var refLoading = false;
  var refWantsFocus = false; // go to the reference's rows once it is in

  function needsReference(row) {
    return row.hasAttribute("data-needs-reference");
  }

  /* The rows in keyboard order: those that judge the answers (and the preference) in the page's
     order; once the reference is open, then its own rows (in its box), then the other rows that
     ask about it (each answer's auto-score fairness). */
  function rows() {
    var all = Array.prototype.slice.call(form.querySelectorAll("fieldset.dim"));
    var before = all.filter(function (row) { return !needsReference(row); });
    if (!revealed) {
      return before;
    }
    var about = all.filter(needsReference);
    var inBox = about.filter(function (row) { return refBox && refBox.contains(row); });
    return before.concat(inBox, about.filter(function (row) { return inBox.indexOf(row) < 0; }));
  }

  /* What the row keys step through: the rows, and the closed reference box's summary in the
     place of the rows that wait for it. */
  function stops() {
    var all = rows();
    if (!revealed && refSummary) {
      all.push(refSummary);
    }
    return all;
  }

  function currentRow() {
    var active = document.activeElement;
    return active && active.closest ? active.closest("fieldset.dim") : null;
  }

  function currentStop() {
    if (!revealed && refSummary && document.activeElement === refSummary) {
      return refSummary;
    }
    return currentRow();
  }

  function focusRow(row, stay) {
    if (!row) {
      return;
    }
    var details = row.closest("details");
    if (details && !details.open) {
      if (!revealed) {
        return; // never opens the reference by itself
      }
      details.open = true;
    }
    var target = row.querySelector("input[type=radio]:checked") || row.querySelector("input[type=radio]");
    if (target) {
      target.focus({preventScroll: true});
      if (!stay) {
        row.scrollIntoView({block: "nearest"});
      }
    }
  }

  function focusStop(stop, stay) {
    if (stop && stop === refSummary) {
      refSummary.focus({preventScroll: true});
      if (!stay || !inView(refSummary)) {
        refSummary.scrollIntoView({block: stay ? "center" : "nearest"});
      }
      return;
    }
    focusRow(stop, stay);
  }

  function moveRow(step) {
    var all = stops();
    if (!all.length) {
      return;
    }
    var index = all.indexOf(currentStop());
    if (index < 0 && lastRow && all.indexOf(lastRow) >= 0) {
      focusStop(lastRow); // back into the form where the rater left it
      return;
    }
    if (index < 0) {
      index = step > 0 ? -1 : all.length;
    }
    focusStop(all[Math.max(0, Math.min(all.length - 1, index + step))]);
  }

  /* A short message at the foot of the window that moves no focus (a key that did nothing). */
  var hintBox = null;
  function hint(message) {
    if (!hintBox) {
      hintBox = document.createElement("p");
      hintBox.id = "key-hint";
      hintBox.className = "key-hint";
      hintBox.setAttribute("role", "status");
      document.body.appendChild(hintBox);
    }
    hintBox.textContent = message;
    hintBox.hidden = false;
    window.clearTimeout(hintBox.timer);
    hintBox.timer = window.setTimeout(hideHint, 5000);
  }

  function hideHint() {
    if (hintBox) {
      hintBox.hidden = true;
    }
  }

  /* Say on the row itself why a key did nothing (or what it did instead), for a few seconds. */
  function tellRow(row, message) {
    if (!row) {
      return;
    }
    var line = row.querySelector(".row-message");
    if (!line) {
      line = document.createElement("p");
      line.className = "row-message";
      line.setAttribute("role", "alert");
      row.appendChild(line);
    }
    line.textContent = message;
    row.classList.remove("refused");
    void row.offsetWidth; // restart the flash
    row.classList.add("refused");
    window.clearTimeout(row.messageTimer);
    row.messageTimer = window.setTimeout(function () {
      row.classList.remove("refused");
      if (line.parentNode) {
        line.parentNode.removeChild(line);
      }
    }, 4000);
  }

  function inView(element) {
    var rect = element.getBoundingClientRect();
    return rect.top >= -1 && rect.bottom <= (window.innerHeight || document.documentElement.clientHeight) + 1;
  }

  function pick(number) {
    var row = currentRow();
    if (!row || rows().indexOf(row) < 0) {
      // the focus is outside the rating rows (the chart, a link, a button, the reference box):
      // nothing is chosen and the focus stays; the rater goes back to a row with j or Down (a
      // digit acting on the row left behind rated rows the rater did not see)
      if (!revealed && refSummary && document.activeElement === refSummary) {
        hint("Nothing was chosen: open the reference answer first (Enter or r), then rate its rows.");
      } else {
        hint("Nothing was chosen: keys 1–9 rate only the highlighted row. Press j to go " +
             (lastRow ? "back to the row you left." : "to the first row."));
      }
      return;
    }
    var radios = row.querySelectorAll("input[type=radio]");
    var radio = radios[number - 1];
    if (!radio || radio.disabled) {
      // refused, and said so: the focus stays, so the following keys still land where they should
      tellRow(row, "No choice " + number + " in this row: it has " + radios.length +
              " (1–" + radios.length + "). Nothing was chosen; the row keeps the focus.");
      if (!inView(row)) {
        row.scrollIntoView({block: "nearest"}); // with its message
      }
      return;
    }
    if (!inView(row)) {
      row.scrollIntoView({block: "nearest"}); // the key acts on a row the rater can see
    }
    hideHint();
    radio.checked = true;
    radio.dispatchEvent(new Event("change", {bubbles: true}));
    var all = stops();
    var index = all.indexOf(row);
    if (index + 1 < all.length) {
      focusStop(all[index + 1]);
    } else {
      radio.focus();
    }
  }

  function stillToRate(row) {
    return row.classList.contains("required") && !row.querySelector("input[type=radio]:checked");
  }

  /* The first required row with nothing chosen (an optional row left empty does not hold the
     focus); the closed reference box when what is still to rate waits behind it. */
  function firstOpenStop() {
    var all = stops();
    for (var i = 0; i < all.length; i++) {
      if (all[i] === refSummary) {
        var waiting = Array.prototype.slice.call(form.querySelectorAll("fieldset.dim")).filter(needsReference);
        if (waiting.some(stillToRate)) {
          return refSummary;
        }
      } else if (stillToRate(all[i])) {
        return all[i];
      }
    }
    return null;
  }

  /* -- the reference answer: asked for when the rater opens its box ---------------------------- */
  function say(container, className, message, role) {
    container.textContent = "";
    var line = document.createElement("p");
    line.className = className;
    if (role) {
      line.setAttribute("role", role);
    }
    line.textContent = message;
    container.appendChild(line);
    return line;
  }

  function referenceArrived(html) {
    refBody.innerHTML = html; // the server's fragment (escaped by the template)
    revealed = true;
    hideHint();
    refBox.setAttribute("data-revealed", "");
    Array.prototype.forEach.call(form.querySelectorAll("fieldset.dim[data-needs-reference]"), function (row) {
      var choices = row.querySelector(".choices");
      if (choices) {
        choices.removeAttribute("inert");
      }
      var wait = row.querySelector(".needs-reference");
      if (wait && wait.parentNode) {
        wait.parentNode.removeChild(wait);
      }
    });
    if (refWantsFocus) {
      goToReferenceRows();
    }
  }

  function goToReferenceRows() {
    refWantsFocus = false;
    var first = rows().filter(needsReference)[0];
    if (editable && first) {
      focusRow(first);
    } else {
      refBox.scrollIntoView({block: "nearest"});
    }
  }

  function loadReference() {
    if (!refBox || !refBody || refLoading) {
      return;
    }
    if (revealed) {
      if (refWantsFocus) {
        goToReferenceRows();
      }
      return;
    }
    refLoading = true;
    refBody.setAttribute("aria-busy", "true");
    say(refBody, "reference-loading", "Loading the reference answer…", "status");
    fetch(refBox.getAttribute("data-reference-url"), {credentials: "same-origin", headers: {"HX-Request": "true"}})
      .then(function (response) {
        if (response.redirected) {
          throw new Error("your session has ended; reload the page to log in again");
        }
        if (!response.ok) {
          throw new Error("the server answered " + response.status + (response.statusText ? " " + response.statusText : ""));
        }
        return response.text();
      })
      .then(referenceArrived, function (error) {
        var reason = error instanceof TypeError ? "no answer from the server (is the connection down?)" : error.message;
        say(refBody, "load-error", "The reference answer could not be loaded: " + reason +
            ". Press r (or close and open the box) to try again.", "alert");
      })
      .then(function () {
        refLoading = false;
        refBody.removeAttribute("aria-busy");
      });
  }

  function openReference() {
    refWantsFocus = true;
    if (!refBox.open) {
      refBox.open = true;
    }
    loadReference();
  }

  if (refBox) {
    refBox.addEventListener("toggle", function () {
      if (refBox.open && !revealed) {
        // opened with Enter or a click on its summary: its rows come next
        if (document.activeElement === refSummary) {
          refWantsFocus = true;
        }
        loadReference();
      }
    });
  }

  /* Save the draft now (before leaving the page), then go. */
  function flushThen(go) {
    if (!dirty || !draftUrl || !editable) {
      go();
      return;
    }
    var done = false;
    var finish = function () {
      if (!done) {
        done = true;
        go();
      }
    };
    window.setTimeout(finish, 1500);
    fetch(draftUrl, {method: "POST", body: new FormData(form), credentials: "same-origin",
                     headers: {"HX-Request": "true"}}).then(finish, finish);
  }

  function goTo(id) {
    var link = document.getElementById(id);
    if (link && link.href) {
      flushThen(function () { window.location.href = link.href; });
    }
  }

  function typing(element) {
    if (!element) {
      return false;
    }
    var tag = element.tagName;
    if (tag === "TEXTAREA" || tag === "SELECT" || element.isContentEditable) {
      return true;
    }
    return tag === "INPUT" && !/^(radio|checkbox|button|submit|reset)$/i.test(element.type);
  }

  function toggleHelp(open) {
    if (!help) {
      return;
    }
    help.open = open === undefined ? !help.open : open;
    if (help.open) {
      help.scrollIntoView({block: "nearest"});
    }
  }

  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.isComposing) {
      return;
    }
    var target = event.target;
    var key = event.key;
    var inForm = form.contains(target);

    if (key === "Enter" && (event.ctrlKey || event.metaKey)) {
      if (editable && (inForm || target === document.body)) {
        event.preventDefault();
        form.requestSubmit();
      }
      return;
    }
    if (key === "Escape") {
      if (help && help.open) {
        toggleHelp(false);
      }
      if (typing(target)) {
        target.blur();
        if (editable) {
          focusStop(lastRow || firstOpenStop(), true);
        }
      }
      return;
    }
    if (typing(target) || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    if (key === "Enter") {
      // Buttons, links and disclosures keep their own Enter; a radio (or nothing focused) submits.
      var own = target.closest && target.closest("a, button, summary, [role=button]");
      if (!own && editable && (inForm || target === document.body)) {
        event.preventDefault();
        form.requestSubmit();
      }
      return;
    }
    if (/^[1-9]$/.test(key)) {
      if (editable) {
        event.preventDefault();
        pick(Number(key));
      }
      return;
    }
    var inChart = target.closest && target.closest(".chart-pane");
    switch (key) {
      case "ArrowDown":
      case "ArrowUp":
        if (inChart) {
          return; // the arrows scroll the note being read
        }
        event.preventDefault();
        moveRow(key === "ArrowDown" ? 1 : -1);
        return;
      case "j":
      case "k":
        event.preventDefault();
        moveRow(key === "j" ? 1 : -1);
        return;
      case "ArrowLeft":
      case "ArrowRight":
        if (inChart) {
          return;
        }
        event.preventDefault();
        goTo(key === "ArrowLeft" ? "prev-link" : "next-link");
        return;
      case "p":
      case "n":
        event.preventDefault();
        goTo(key === "p" ? "prev-link" : "next-link");
        return;
      case "r":
        if (refBox) {
          event.preventDefault();
          openReference();
        }
        return;
      case "s":
        var reason = document.getElementById("skip-reason");
        if (reason) {
          event.preventDefault();
          reason.focus();
          reason.scrollIntoView({block: "nearest"});
        }
        return;
      case "?":
        event.preventDefault();
        toggleHelp();
        return;
      default:
        return;
    }
  });

  /* Leaving through the pager with a mouse also saves the draft first. */
  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest(".item-pager a");
    if (link && dirty && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0) {
      event.preventDefault();
      flushThen(function () { window.location.href = link.href; });
    }
  });

  /* The row last focused keeps its definitions open (``current``) until another row takes the
     focus, and, when a click gives that row the focus, until the click is over: a press below it
     (a later row's choice, the reference box) takes the focus on the way down, and closing the
     definitions then moved the page up under the pointer, so the click landed elsewhere and chose
     nothing. */
  var pressing = false;
  function keepOnly(row) {
    Array.prototype.forEach.call(form.querySelectorAll("fieldset.dim.current"), function (other) {
      if (other !== row) {
        other.classList.remove("current");
      }
    });
  }
  document.addEventListener("pointerdown", function () { pressing = true; }, true);
  ["pointerup", "pointercancel"].forEach(function (type) {
    document.addEventListener(type, function () {
      window.setTimeout(function () { // after the click that follows
        pressing = false;
        keepOnly(lastRow);
      }, 0);
    }, true);
  });
  document.addEventListener("keydown", function () { pressing = false; }, true);
  form.addEventListener("focusin", function (event) {
    var row = event.target.closest && event.target.closest("fieldset.dim");
    if (row) {
      row.classList.add("current");
      lastRow = row;
      if (!pressing) {
        keepOnly(row);
      }
    }
  });
  form.addEventListener("change", function () { dirty = true; });
  form.addEventListener("input", function () { dirty = true; });
  form.addEventListener("submit", function () {
    dirty = false;
    var button = form.querySelector(".submit-button");
    if (button) {
      // one submission per click: the key in the form makes a repeat harmless anyway
      window.setTimeout(function () { button.disabled = true; }, 0);
    }
  });

  document.body.addEventListener("htmx:afterRequest", function (event) {
    var source = event.detail.elt;
    if (form.contains(source) && event.detail.successful) {
      dirty = false;
    }
  });

  /* -- the chart: a note in the reading pane, a cited sentence or a search match highlighted ------- */
  var pane = document.getElementById("reading-pane");
  var search = document.getElementById("chart-q");
  var results = document.getElementById("chart-search-results");
  // what is being opened, and what the pane shows now (kept when the search changes):
  // {kind: "cite" | "search", span: "START-END" or "" (a citation whose sentence was not found)};
  // null: a note opened from the list
  var pending = null;
  var shown = null;

  function searchWords() {
    return search ? search.value.trim().split(/\s+/).filter(Boolean) : [];
  }

  function searchPattern() {
    var words = searchWords();
    if (!words.length || words.join(" ").length < 2) {
      return null;
    }
    return new RegExp(words.map(function (w) { return w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }).join("\\s+"), "gi");
  }

  /* Rebuild the note's text with <mark>s: a cited sentence ("cited"), every match of the searched
     phrase ("found"; the search hit that was opened also "current"), and say what is highlighted. */
  function markNote(opened) {
    var pre = pane && pane.querySelector("#note-text");
    if (!pre) {
      return null;
    }
    var text = pre.textContent, marks = [], match;
    var kind = opened ? opened.kind : null;
    var span = opened && /^(\d+)-(\d+)$/.exec(opened.span || "");
    var start = span ? Number(span[1]) : -1, end = span ? Number(span[2]) : -1;
    var spanFits = span && start < end && end <= text.length;
    if (kind === "cite" && spanFits) {
      marks.push([start, end, "cited"]);
    }
    var pattern = searchPattern(), matches = 0;
    while (pattern && (match = pattern.exec(text))) {
      if (!match[0].length) {
        pattern.lastIndex += 1;
        continue;
      }
      matches += 1; // a match inside the cited sentence counts too (it is highlighted as part of it)
      var from = match.index, to = match.index + match[0].length;
      var overlaps = marks.some(function (m) { return m[2] === "cited" && from < m[1] && to > m[0]; });
      if (!overlaps) {
        marks.push([from, to, from === start && kind === "search" ? "found current" : "found"]);
      }
    }
    if (kind === "search" && spanFits && !pattern) {
      marks.push([start, end, "found current"]); // the box was cleared: the match that was opened
    }
    marks.sort(function (a, b) { return a[0] - b[0]; });
    pre.textContent = "";
    var at = 0;
    marks.forEach(function (m) {
      pre.appendChild(document.createTextNode(text.slice(at, m[0])));
      var mark = document.createElement("mark");
      mark.className = m[2];
      mark.textContent = text.slice(m[0], m[1]);
      pre.appendChild(mark);
      at = m[1];
    });
    pre.appendChild(document.createTextNode(text.slice(at)));
    var cited = pre.querySelector("mark.cited");
    var status = pane.querySelector("#span-status");
    if (status) {
      var words = [];
      if (kind === "cite") {
        words.push(cited ? "The cited sentence is highlighted." :
                   "The quoted sentence was not found in this note; the note is shown from the top.");
      }
      var phrase = "“" + searchWords().join(" ") + "”";
      if (pattern) {
        words.push(matches ? phrase + ": " + matches + " match" + (matches === 1 ? "" : "es") + " in this note." :
                   phrase + " is not in this note.");
      } else if (kind === "search" && spanFits) {
        words.push("The match you opened is highlighted.");
      }
      status.hidden = !words.length;
      status.textContent = words.join(" ");
    }
    if (kind === "cite") {
      return cited; // null: the note from the top
    }
    return pre.querySelector("mark.current") || pre.querySelector("mark.found");
  }

  /* Scroll the reading pane (not the page) so that ``mark`` stands in the middle of the part of the
     pane the note's sticky heading leaves visible; the page only when the pane is out of view. */
  function bringIntoView(mark) {
    var rect = pane.getBoundingClientRect();
    if (rect.bottom <= 0 || rect.top >= window.innerHeight) {
      pane.scrollIntoView({block: "start"});
    }
    if (mark) {
      var head = pane.querySelector(".note-head");
      var covered = head ? head.offsetHeight : 0;
      var box = mark.getBoundingClientRect();
      var offset = box.top + box.height / 2 - (pane.getBoundingClientRect().top + pane.clientTop);
      pane.scrollTop += offset - (covered + (pane.clientHeight - covered) / 2);
    } else {
      pane.scrollTop = 0;
    }
  }

  function openNote(url, kind, span, name) {
    if (!pane || !window.htmx) {
      return false;
    }
    pending = {kind: kind, span: span || ""};
    opening = name;
    window.htmx.ajax("GET", url.split("#")[0], {target: "#reading-pane", swap: "innerHTML"});
    return true;
  }

  /* What the note being opened is called, for the loading and error lines: its chart entry
     ("Discharge summary · 2 Jan 2150, 08:00"), else what the link said. */
  function noteName(pk, fallback) {
    var button = pk && document.querySelector('.note-open[data-note="' + pk + '"]');
    var type = button && button.querySelector(".note-type");
    var time = button && button.querySelector(".note-time");
    if (type) {
      return type.textContent.trim() + (time ? " · " + time.textContent.trim() : "");
    }
    return fallback || "the note";
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a.cite-link, a.search-hit");
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
      return;
    }
    var kind = link.classList.contains("search-hit") ? "search" : "cite";
    var name = noteName(link.getAttribute("data-note"), "note " + link.textContent.trim());
    if (openNote(link.getAttribute("href"), kind, link.getAttribute("data-span"), name)) {
      event.preventDefault();
    }
  });

  /* A note on its way: the pane says so (and is busy) until it arrives; a failed request says
     which note and what failed. Only the note asked for last is shown (an earlier one arriving
     late is dropped). */
  var opening = null; // the name of the note a citation or search hit is opening
  var paneRequest = null;
  document.body.addEventListener("htmx:beforeRequest", function (event) {
    if (!pane || event.detail.target !== pane) {
      return;
    }
    var source = event.detail.elt;
    var button = source && source.closest && source.closest(".note-open");
    var name = button ? noteName(button.getAttribute("data-note")) : (opening || "the note");
    opening = null;
    paneRequest = event.detail.xhr;
    pane.setAttribute("data-opening", name);
    pane.setAttribute("aria-busy", "true");
    var line = say(pane, "note-loading", "Loading note… ", "status");
    var what = document.createElement("span");
    what.className = "note-loading-name";
    what.textContent = name;
    line.appendChild(what);
  });
  document.body.addEventListener("htmx:beforeSwap", function (event) {
    if (pane && event.detail.target === pane && event.detail.xhr !== paneRequest) {
      event.detail.shouldSwap = false; // a note asked for before the one now awaited
    }
  });
  function noteFailed(event, reason) {
    if (!pane || event.detail.target !== pane || event.detail.xhr !== paneRequest) {
      return;
    }
    paneRequest = null;
    pending = null;
    shown = null;
    pane.removeAttribute("aria-busy");
    say(pane, "load-error", "Could not open " + (pane.getAttribute("data-opening") || "the note") + ": " + reason +
        ". Try again, or open it from the chart's list.", "alert");
  }
  document.body.addEventListener("htmx:responseError", function (event) {
    var xhr = event.detail.xhr;
    noteFailed(event, "the server answered " + xhr.status + (xhr.statusText ? " " + xhr.statusText : ""));
  });
  document.body.addEventListener("htmx:sendError", function (event) {
    noteFailed(event, "no answer from the server (is the connection down?)");
  });
  document.body.addEventListener("htmx:timeout", function (event) {
    noteFailed(event, "the server took too long to answer");
  });

  document.body.addEventListener("htmx:afterSwap", function (event) {
    if (!event.detail.target || event.detail.target !== pane) {
      return;
    }
    pane.removeAttribute("aria-busy");
    paneRequest = null;
    var article = pane.querySelector(".note-read");
    var pk = article && article.getAttribute("data-note");
    Array.prototype.forEach.call(document.querySelectorAll(".note-open[aria-current]"), function (other) {
      other.removeAttribute("aria-current");
    });
    var button = pk && document.querySelector('.note-open[data-note="' + pk + '"]');
    if (button) {
      button.classList.add("opened");
      button.setAttribute("aria-current", "true");
      var mark = button.querySelector(".read-mark");
      if (mark) {
        mark.textContent = "✓ read";
      }
      var list = button.closest(".chart-notes"); // the note opened by a citation: shown in the list too
      if (list) {
        var at = button.getBoundingClientRect(), box = list.getBoundingClientRect();
        if (at.top < box.top || at.bottom > box.bottom) {
          list.scrollTop += at.top - box.top - 8;
        }
      }
    }
    var heading = pane.querySelector("h3");
    if (heading) {
      heading.focus({preventScroll: true});
    }
    shown = pending;
    pending = null;
    bringIntoView(markNote(shown));
  });

  /* The search box: an empty box clears the results (no request); a refused query shows why. */
  document.body.addEventListener("htmx:beforeRequest", function (event) {
    if (results && event.detail.target === results && search && search.value.trim().length < 2) {
      event.preventDefault();
      results.textContent = "";
      markNote(shown);
    }
  });
  // an emptied box clears the results at once, not when the debounced request would have gone out
  if (search && results) {
    search.addEventListener("input", function () {
      if (search.value.trim().length < 2 && results.textContent !== "") {
        results.textContent = "";
        markNote(shown);
      }
    });
  }
  document.body.addEventListener("htmx:afterSwap", function (event) {
    if (event.detail.target === results && pane && pane.querySelector("#note-text")) {
      markNote(shown); // the open note shows the new phrase's matches too
    }
  });

  /* A refused draft (400/409) still shows its message in the status line. */
  document.body.addEventListener("htmx:beforeSwap", function (event) {
    var target = event.detail.target;
    if ((target === status || (results && target === results)) && event.detail.xhr.status >= 400 &&
        event.detail.xhr.status < 500) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });

  /* A slow answer to an earlier phrase (the box changed or was emptied while it was on its way)
     is dropped, so the results always answer what the box says now. Registered after the 4xx rule
     above, so that a stale refusal is dropped too. */
  document.body.addEventListener("htmx:beforeSwap", function (event) {
    if (!results || !search || event.detail.target !== results || !event.detail.xhr) {
      return;
    }
    var asked = null;
    try {
      asked = new URL(event.detail.xhr.responseURL, window.location.href).searchParams.get("q");
    } catch (error) {
      asked = null;
    }
    if (asked !== null && asked.trim() !== search.value.trim()) {
      event.detail.shouldSwap = false;
    }
  });
  document.body.addEventListener("htmx:sendError", function (event) {
    if (status && form.contains(event.detail.elt)) {
      status.textContent = "Draft not saved: no connection. Your choices are still on this page.";
    }
  });

  /* A refused submission (every choice is back on the page, and kept as the draft): the focus goes
     to the field it asks the rater to act on, in view with its message; a note still owed: the
     note, the message under it; a row not yet rated: that row, the message on it. */
  function refusedField(refused) {
    var name = refused.getAttribute("data-field");
    if (!name || !form.contains(refused)) {
      return null;
    }
    return Array.prototype.filter.call(form.elements, function (el) { return el.name === name; })[0] || null;
  }

  var refused = document.querySelector(".form-error");
  var field = refused && refusedField(refused);
  if (field && field.type === "radio" && rows().indexOf(field.closest("fieldset.dim")) < 0) {
    // a row about the reference, which the rater has not opened yet: the reference box first
    focusStop(refSummary, true);
    tellRow(field.closest("fieldset.dim"), "Not saved: " + refused.textContent.trim() +
            " Open the reference answer first (r).");
  } else if (field && field.type === "radio") {
    var row = field.closest("fieldset.dim");
    focusRow(row, true);
    row.scrollIntoView({block: "center"});
    tellRow(row, "Not saved: " + refused.textContent.trim());
  } else if (field) {
    field.focus({preventScroll: true});
    (field.closest(".note-field") || field).scrollIntoView({block: "center"});
  } else if (refused) {
    refused.scrollIntoView({block: "center"});
    var text = refused.closest("form") && refused.closest("form").querySelector("input[type=text]");
    if (text) {
      text.focus({preventScroll: true});
    }
  } else if (editable) {
    // a new, resumed or revised item alike: the first row still to rate (the closed reference box
    // when what is left waits behind it), else the first row; on a resumed item that may be far
    // down: it is brought into view (a new item keeps its top)
    var first = firstOpenStop();
    focusStop(first || rows()[0], true);
    if (first && first !== rows()[0] && !inView(first)) {
      first.scrollIntoView({block: "center"});
    }
  }

  /* The address bar names the item shown. A refused submission or skip answers its POST with
     this page (at .../submit/ or .../skip/): the item's own URL instead, so that a reload shows the
     item (the refused choices are its draft) instead of sending the form again, and Back after
     the next submission does not land on a form post. */
  var itemUrl = form.getAttribute("data-item-url");
  if (itemUrl && window.history && window.history.replaceState && window.location.pathname !== itemUrl) {
    window.history.replaceState(window.history.state, "", itemUrl);
  }
  // a page restored from the back/forward cache would show the item as it was when left (a
  // submitted item still "To do", a stale form): fetched again instead (the server sends the
  // page with no-store, so this is the rare browser that keeps it anyway)
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) {
      window.location.reload();
    }
  });
})();
