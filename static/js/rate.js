/* The rating screen's keyboard and draft helpers (loaded with `defer`; no inline code: strict CSP).
 *
 *   1-9        pick that choice in the focused row, then go on to the next row; a number the row
 *              has no choice for is refused on the row (the focus stays); with the focus outside
 *              the rows (a note being read), in the row the rater left, said on that row
 *   Up/Down, k/j   previous / next row        Left/Right, p/n   previous / next item
 *   Enter      submit (Ctrl+Enter inside the note)     s   focus the skip reason
 *   ?          show / hide the key list       Esc   hide it
 *
 * Everything also works without this file: the rows are real radio inputs in a plain form.
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

  function rows() {
    return Array.prototype.slice.call(form.querySelectorAll("fieldset.dim"));
  }

  function currentRow() {
    var active = document.activeElement;
    return active && active.closest ? active.closest("fieldset.dim") : null;
  }

  function focusRow(row, stay) {
    if (!row) {
      return;
    }
    var details = row.closest("details");
    if (details && !details.open) {
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

  function moveRow(step) {
    var all = rows();
    if (!all.length) {
      return;
    }
    var index = all.indexOf(currentRow());
    if (index < 0 && lastRow && all.indexOf(lastRow) >= 0) {
      focusRow(lastRow); // back into the form where the rater left it
      return;
    }
    if (index < 0) {
      index = step > 0 ? -1 : all.length;
    }
    focusRow(all[Math.max(0, Math.min(all.length - 1, index + step))]);
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
    var away = !row;
    if (away) {
      // the focus was outside the form (a note being read): the key acts on the row the rater left,
      // else the first still to rate, and says so there; it is never used up on moving the focus,
      // which shifted every following key one row down
      row = lastRow || firstOpenRow() || rows()[0];
      focusRow(row);
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
    radio.checked = true;
    radio.dispatchEvent(new Event("change", {bubbles: true}));
    if (away) {
      var label = row.querySelector("legend");
      tellRow(row, "Key " + number + " chosen here" + (label ? " (" + label.textContent.trim() + ")" : "") +
              ": the focus was outside the rating rows.");
    }
    var all = rows();
    var index = all.indexOf(row);
    if (index + 1 < all.length) {
      focusRow(all[index + 1]);
    } else {
      radio.focus();
    }
  }

  /* The first required row with nothing chosen (an optional row left empty does not hold the focus). */
  function firstOpenRow() {
    var all = rows();
    for (var i = 0; i < all.length; i++) {
      if (all[i].classList.contains("required") && !all[i].querySelector("input[type=radio]:checked")) {
        return all[i];
      }
    }
    return null;
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
          focusRow(lastRow || firstOpenRow(), true);
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

  form.addEventListener("focusin", function (event) {
    var row = event.target.closest && event.target.closest("fieldset.dim");
    if (row) {
      lastRow = row;
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

  function openNote(url, kind, span) {
    if (!pane || !window.htmx) {
      return false;
    }
    pending = {kind: kind, span: span || ""};
    window.htmx.ajax("GET", url.split("#")[0], {target: "#reading-pane", swap: "innerHTML"});
    return true;
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest("a.cite-link, a.search-hit");
    if (!link || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) {
      return;
    }
    var kind = link.classList.contains("search-hit") ? "search" : "cite";
    if (openNote(link.getAttribute("href"), kind, link.getAttribute("data-span"))) {
      event.preventDefault();
    }
  });

  document.body.addEventListener("htmx:afterSwap", function (event) {
    if (!event.detail.target || event.detail.target !== pane) {
      return;
    }
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
  if (field && field.type === "radio") {
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
    // a new, resumed or revised item alike: the first row still to rate, else the first row; on a
    // resumed item that row may be far down: it is brought into view (a new item keeps its top)
    var first = firstOpenRow();
    focusRow(first || rows()[0], true);
    if (first && first !== rows()[0] && !inView(first)) {
      first.scrollIntoView({block: "center"});
    }
  }
})();
