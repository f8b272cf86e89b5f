// Keyboard-first triage and reconciliation (benchmark/curation_views.py): k / f / r choose
// KEEP / FIX_GOLD / REPLACE_QUESTION, Ctrl+Enter submits, n / p go to the next / previous item,
// e adds the text selected in a note as an evidence span, Escape leaves a text field. Loaded
// from static/ (the CSP forbids inline scripts). Without it the evidence textarea still works.
(function () {
  "use strict";
  var form = document.getElementById("triage-form");
  var spans = evidencePicker(document.getElementById("triage-notes"),
    form && form.querySelector("textarea[name=evidence]"));

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
    if (lower === "e" && spans) {
      event.preventDefault();
      spans.addSelection();
      return;
    }
    var link = lower === "n" ? document.getElementById("triage-next")
      : lower === "p" ? document.getElementById("triage-prev") : null;
    if (link) {
      event.preventDefault();
      window.location.assign(link.href);
    }
  });
  if (form) {
    form.setAttribute("data-keys", "ready"); // the keys above answer from now on (the browser tests wait for it)
  }

  // -- evidence spans picked in the note text (templates/benchmark/triage_item.html) ----------
  // Offsets are Python's: code points into the stored note text. The page writes each note's
  // text unchanged (marks around some of it), so summing the text nodes before a point gives its
  // offset however the marks cut the text.

  function evidencePicker(notesBox, evidence) {
    if (!notesBox || !evidence) {
      return null;
    }
    var SPAN_LINE = /^\s*([^\s:]+)\s*:\s*(\d+)\s*-\s*(\d+)\s*$/;  // parse_evidence_lines
    var notes = Object.create(null);
    var characters = new Map();
    Array.prototype.forEach.call(notesBox.querySelectorAll("[data-note-id]"), function (element) {
      notes[element.getAttribute("data-note-id")] = element;
    });
    var message = document.getElementById("span-message");
    var preview = document.createElement("ol");
    preview.className = "evidence-preview";
    preview.id = "evidence-preview";
    preview.setAttribute("aria-label", "Evidence spans quoted");
    (evidence.closest("label") || evidence).insertAdjacentElement("afterend", preview);

    function codePoints(text) {
      var count = 0;
      for (var i = 0; i < text.length; i++) {
        var unit = text.charCodeAt(i);
        var low = unit >= 0xDC00 && unit <= 0xDFFF;
        var afterHigh = i > 0 && text.charCodeAt(i - 1) >= 0xD800 && text.charCodeAt(i - 1) <= 0xDBFF;
        if (!(low && afterHigh)) {
          count++;
        }
      }
      return count;
    }

    function charactersOf(note) {
      if (!characters.has(note)) {
        characters.set(note, Array.from(note.textContent));
      }
      return characters.get(note);
    }

    function noteOf(node) {
      var element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
      return element && element.closest("[data-note-id]");
    }

    function noteId(note) {
      return note.getAttribute("data-note-id");
    }

    // The offset in ``note``'s text of the boundary point (container, offset).
    function offsetOf(note, container, offset) {
      var walker = document.createTreeWalker(note, NodeFilter.SHOW_TEXT);
      var point = null;
      if (container.nodeType !== Node.TEXT_NODE) {
        point = document.createRange();
        point.setStart(container, offset);
      }
      var total = 0;
      var node;
      while ((node = walker.nextNode())) {
        if (node === container) {
          return total + codePoints(node.data.slice(0, offset));
        }
        if (point && point.comparePoint(node, 0) >= 0) {
          return total;  // the first text node past a point between elements
        }
        total += codePoints(node.data);
      }
      return total;
    }

    // The boundary point at ``offset`` in ``note``'s text.
    function pointAt(note, offset) {
      var walker = document.createTreeWalker(note, NodeFilter.SHOW_TEXT);
      var node;
      var last = null;
      while ((node = walker.nextNode())) {
        var length = codePoints(node.data);
        if (offset <= length) {
          return [node, Array.from(node.data).slice(0, offset).join("").length];
        }
        offset -= length;
        last = node;
      }
      return last ? [last, last.data.length] : [note, 0];
    }

    function say(text, isError) {
      message.textContent = text;
      message.classList.toggle("error", Boolean(isError));
    }

    function quote(text) {
      return "\u201c" + text + "\u201d";
    }

    // The selection as {noteId, start, end}, or {error} saying why it is not one span.
    function selectedSpan() {
      var selection = window.getSelection();
      if (!selection || selection.rangeCount === 0 || selection.isCollapsed) {
        return {error: "Select a phrase in a note's text first, then press e."};
      }
      var range = selection.getRangeAt(0);
      var first = noteOf(range.startContainer);
      var last = noteOf(range.endContainer);
      if (!first && !last) {
        return {error: "The selection is not in a note's text: select a phrase inside one note."};
      }
      if (first !== last) {
        return {error: first && last
          ? "The selection spans two notes (" + noteId(first) + " and " + noteId(last) + "): select within one note."
          : "The selection runs outside note " + noteId(first || last) + ": select within its text."};
      }
      var start = offsetOf(first, range.startContainer, range.startOffset);
      var end = offsetOf(first, range.endContainer, range.endOffset);
      var chars = charactersOf(first);
      // whitespace at the edges (a double-click takes the next space) is left out, offsets with it
      while (start < end && /\s/.test(chars[start])) {
        start++;
      }
      while (end > start && /\s/.test(chars[end - 1])) {
        end--;
      }
      if (start >= end) {
        return {error: "The selection is only whitespace."};
      }
      return {noteId: noteId(first), start: start, end: end, text: chars.slice(start, end).join("")};
    }

    function addSelection() {
      var span = selectedSpan();
      if (span.error) {
        say(span.error, true);
        return;
      }
      var line = span.noteId + ":" + span.start + "-" + span.end;
      var lines = evidence.value.split("\n").map(function (l) { return l.replace(/\s+/g, ""); });
      if (lines.indexOf(line) >= 0) {
        say(line + " is already in the evidence.", false);
        return;
      }
      var value = evidence.value;
      evidence.value = value + (value && !/\n$/.test(value) ? "\n" : "") + line;
      showPreview();
      say("Added " + line + ": " + quote(span.text), false);
    }

    function showSpan(note, start, end) {
      var details = note.closest("details");
      if (details) {
        details.open = true;
      }
      var range = document.createRange();
      range.setStart.apply(range, pointAt(note, start));
      range.setEnd.apply(range, pointAt(note, end));
      var selection = window.getSelection();
      selection.removeAllRanges();
      selection.addRange(range);
      var box = range.getBoundingClientRect();
      window.scrollBy({top: box.top - window.innerHeight / 3, behavior: "smooth"});
    }

    function previewItem(line, number) {
      var item = document.createElement("li");
      var match = SPAN_LINE.exec(line);
      if (!match) {
        item.className = "error";
        item.textContent = "line " + number + ": expected note_id:start-end";
        return item;
      }
      var id = match[1];
      var start = Number(match[2]);
      var end = Number(match[3]);
      var note = notes[id];
      var chars = note ? charactersOf(note) : null;
      if (!note || !(start < end && end <= chars.length)) {
        item.className = "error";
        item.textContent = id + ":" + start + "-" + end + ": " + (note
          ? "not inside the note (0-" + chars.length + ", start before end)"
          : "not one of this patient's notes");
        return item;
      }
      var link = document.createElement("button");
      link.type = "button";
      link.className = "span-link";
      link.title = "Show this span in the note";
      link.textContent = id + ":" + start + "-" + end;
      link.addEventListener("click", function () { showSpan(note, start, end); });
      var text = document.createElement("q");
      text.textContent = chars.slice(start, end).join("");
      item.appendChild(link);
      item.appendChild(text);
      return item;
    }

    function showPreview() {
      preview.textContent = "";
      evidence.value.split("\n").forEach(function (line, index) {
        if (line.trim()) {
          preview.appendChild(previewItem(line, index + 1));
        }
      });
      preview.hidden = !preview.firstChild;
    }

    var button = document.getElementById("add-span");
    if (button) {
      // keep the note selection: a mousedown on the button would otherwise move focus first
      button.addEventListener("mousedown", function (event) { event.preventDefault(); });
      button.addEventListener("click", addSelection);
      button.closest(".span-tools").hidden = false;
    }
    evidence.addEventListener("input", function () {
      say("", false);  // the message was about the last pick
      showPreview();
    });
    showPreview();
    return {addSelection: addSelection};
  }
})();
