// Study pages. Loaded as a static file (the CSP allows no inline script).
//
// 1. htmx leaves 4xx responses unswapped; the planner and the analysis fragment answer a refused
//    input with status 400 and the message, which should replace the fragment like a 200 does.
// 2. On the create page, the planner's n follows the sample size until the planner's n is edited.
(function () {
  "use strict";

  document.addEventListener("htmx:beforeSwap", function (event) {
    var detail = event.detail;
    if (detail.xhr && detail.xhr.status === 400 && detail.requestConfig &&
        detail.requestConfig.elt && detail.requestConfig.elt.closest("[data-swap-errors]")) {
      detail.shouldSwap = true;
      detail.isError = false;
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    var sample = document.getElementById("id_sample_size");
    var pairs = document.getElementById("id_n");
    if (!sample || !pairs) {
      return;
    }
    var follow = true;
    pairs.addEventListener("input", function (event) {
      if (event.isTrusted) {
        follow = false;
      }
    });
    sample.addEventListener("input", function () {
      if (follow && sample.value) {
        pairs.value = sample.value;
        pairs.dispatchEvent(new Event("input", { bubbles: true }));
      }
    });
  });
})();
