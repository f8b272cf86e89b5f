// Exploration pages: evidence links into a note (#span=START-END) and zoom on drawn graphs.
// No library; runs under the site's CSP (script-src 'self').
(function () {
  "use strict";

  // -- #span=START-END: scroll to the characters of the note and highlight them ------------------
  function textRange(container, start, end) {
    // Offsets count the note's own characters: the labels after mentions are CSS, not text.
    var walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    var at = 0, range = document.createRange(), started = false, node;
    while ((node = walker.nextNode())) {
      var next = at + node.nodeValue.length;
      if (!started && start < next) { range.setStart(node, start - at); started = true; }
      if (started && end <= next) { range.setEnd(node, end - at); return range; }
      at = next;
    }
    return null;
  }

  function showSpan() {
    var pre = document.getElementById("note-text");
    var status = document.getElementById("span-status");
    if (!pre || !status) { return; }
    document.querySelectorAll("mark.hl").forEach(function (m) { m.classList.remove("hl"); });
    if (window.CSS && CSS.highlights) { CSS.highlights.delete("evidence"); }
    var match = /span=(\d+)-(\d+)/.exec(window.location.hash);
    if (!match) { status.hidden = true; return; }
    var start = parseInt(match[1], 10), end = parseInt(match[2], 10);
    var length = parseInt(pre.dataset.length, 10);
    if (!(start < end) || end > length) {
      status.hidden = false;
      status.textContent = "The linked span " + start + "–" + end + " is not inside this note (" + length + " characters).";
      return;
    }
    var range = textRange(pre, start, end);
    if (!range) { return; }
    if (window.CSS && CSS.highlights && window.Highlight) { CSS.highlights.set("evidence", new Highlight(range)); }
    pre.dataset.highlight = start + "-" + end;
    pre.querySelectorAll("mark[data-start]").forEach(function (m) {
      if (+m.dataset.start >= start && +m.dataset.end <= end) { m.classList.add("hl"); }
    });
    status.hidden = false;
    status.textContent = "Highlighted characters " + start + "–" + end + ": “" + range.toString().slice(0, 160) + "”";
    var rect = range.getBoundingClientRect();
    window.scrollTo({top: rect.top + window.scrollY - 140, behavior: "instant"});
    var first = pre.querySelector("mark.hl");
    if (first) { first.focus({preventScroll: true}); }
  }

  // -- zoom on drawn graphs ------------------------------------------------------------------------
  function setupZoom(box) {
    var svg = box.querySelector("svg");
    if (!svg) { return; }
    var base = parseFloat(svg.getAttribute("width")), scale = 1;
    var apply = function () {
      svg.setAttribute("width", String(Math.round(base * scale)));
      svg.setAttribute("height", String(Math.round(parseFloat(svg.viewBox.baseVal.height) * base * scale / parseFloat(svg.viewBox.baseVal.width))));
      var out = box.querySelector("[data-zoom-level]");
      if (out) { out.textContent = Math.round(scale * 100) + "%"; }
    };
    box.querySelectorAll("button[data-zoom]").forEach(function (button) {
      button.addEventListener("click", function () {
        var how = button.dataset.zoom;
        if (how === "in") { scale = Math.min(scale * 1.25, 4); }
        else if (how === "out") { scale = Math.max(scale / 1.25, 0.2); }
        else { scale = Math.min(1, box.clientWidth / base); }
        apply();
      });
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    showSpan();
    document.querySelectorAll(".zoomable").forEach(setupZoom);
    document.querySelectorAll("form.autosubmit").forEach(function (form) {
      form.addEventListener("change", function () { form.requestSubmit(); });
    });
  });
  // a live column of the question explorer swapped in by htmx when its answer is ready
  document.addEventListener("htmx:load", function (event) {
    var elt = event.detail && event.detail.elt;
    if (elt && elt !== document.body && elt.querySelectorAll) { elt.querySelectorAll(".zoomable").forEach(setupZoom); }
  });
  window.addEventListener("hashchange", showSpan);
})();
