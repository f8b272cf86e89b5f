// Keyboard-first triage and reconciliation (benchmark/curation_views.py): k / f / r choose
// KEEP / FIX_GOLD / REPLACE_QUESTION, Ctrl+Enter submits, n / p go to the next / previous item,
// Escape leaves a text field. Loaded from static/ (the CSP forbids inline scripts).
(function () {
  "use strict";
  var form = document.getElementById("triage-form");

  function typing(element) {
    var tag = element && element.tagName;
    if (tag === "TEXTAREA" || tag === "SELECT" || (element && element.isContentEditable)) {
      return true;
    }
    return tag === "INPUT" && !/^(radio|checkbox|button|submit|reset)$/i.test(element.type);
  }

  function submitButton() {
    return form && form.querySelector("button[name=submit]");
  }

  document.addEventListener("keydown", function (event) {
    if (event.defaultPrevented || event.isComposing) {
      return;
    }
    var target = event.target;
    var key = event.key;
    if (key === "Enter" && (event.ctrlKey || event.metaKey)) {
      if (form && submitButton()) {
        event.preventDefault();
        form.requestSubmit(submitButton());
      }
      return;
    }
    if (key === "Escape" && typing(target)) {
      target.blur();
      return;
    }
    if (typing(target) || event.altKey || event.ctrlKey || event.metaKey) {
      return;
    }
    var lower = key.toLowerCase();
    if (form && (lower === "k" || lower === "f" || lower === "r")) {
      var radio = form.querySelector("input[name=decision][data-key=" + lower + "]");
      if (radio) {
        event.preventDefault();
        radio.checked = true;
        radio.focus();
        if (lower === "f") {
          // fixing the gold means typing the corrected answer next
          var answer = form.querySelector("textarea[name=answer]");
          if (answer) {
            answer.focus();
          }
        }
      }
      return;
    }
    var link = lower === "n" ? document.getElementById("triage-next")
      : lower === "p" ? document.getElementById("triage-prev") : null;
    if (link) {
      event.preventDefault();
      window.location.assign(link.href);
    }
  });
})();
