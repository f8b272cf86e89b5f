/* The rating screen's keyboard and draft helpers (loaded with `defer`; no inline code: strict CSP).
 *
 *   1-9        pick that choice in the focused row, then go on to the next row
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

  function pick(number) {
    var row = currentRow();
    if (!row) {
      focusRow(lastRow || firstOpenRow() || rows()[0]); // show where the next key will land first
      return;
    }
    var radios = row.querySelectorAll("input[type=radio]");
    var radio = radios[number - 1];
    if (!radio || radio.disabled) {
      return;
    }
    radio.checked = true;
    radio.dispatchEvent(new Event("change", {bubbles: true}));
    var all = rows();
    var index = all.indexOf(row);
    if (index + 1 < all.length) {
      focusRow(all[index + 1]);
    } else {
      radio.focus();
    }
  }

  function firstOpenRow() {
    var all = rows();
    for (var i = 0; i < all.length; i++) {
      if (!all[i].querySelector("input[type=radio]:checked")) {
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
    if (source.classList && source.classList.contains("note-open") && event.detail.successful) {
      Array.prototype.forEach.call(document.querySelectorAll(".note-open[aria-current]"), function (other) {
        other.removeAttribute("aria-current");
      });
      source.classList.add("opened");
      source.setAttribute("aria-current", "true");
      var mark = source.querySelector(".read-mark");
      if (mark) {
        mark.textContent = "✓ read";
      }
    }
  });
  document.body.addEventListener("htmx:afterSwap", function (event) {
    if (event.detail.target && event.detail.target.id === "reading-pane") {
      var heading = event.detail.target.querySelector("h3");
      if (heading) {
        heading.focus({preventScroll: true});
      }
      event.detail.target.scrollTop = 0;
    }
  });
  /* A refused draft (400/409) still shows its message in the status line. */
  document.body.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.target === status && event.detail.xhr.status >= 400 && event.detail.xhr.status < 500) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });
  document.body.addEventListener("htmx:sendError", function (event) {
    if (status && form.contains(event.detail.elt)) {
      status.textContent = "Draft not saved: no connection. Your choices are still on this page.";
    }
  });

  /* A refused submission: its message (next to the form it came from) is brought into view.
     Otherwise, ready for the keys: the first row still to rate has the focus (without scrolling). */
  var refused = document.querySelector(".form-error");
  if (refused) {
    refused.scrollIntoView({block: "center"});
    var field = refused.closest("form") && refused.closest("form").querySelector("input[type=text]");
    if (field) {
      field.focus({preventScroll: true});
    }
  } else if (editable) {
    focusRow(firstOpenRow(), true);
  }
})();
