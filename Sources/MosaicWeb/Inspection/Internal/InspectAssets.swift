/// The inspect page's script: it listens to the session's live updates and, each time the module
/// tree changed (`event: tree`), fetches the tree and redraws it, so the page follows the app in
/// another tab.
enum InspectAssets {
    static let script = """
        (function () {
          "use strict";
          var tree = document.querySelector("[data-mosaic-inspect-tree]");
          if (!tree || !window.fetch || !window.EventSource) { return; }
          var drawn = tree.innerHTML;
          function refresh() {
            fetch("/inspect/tree", { credentials: "same-origin", cache: "no-store" })
              .then(function (response) { return response.ok ? response.text() : null; })
              .then(function (html) {
                if (html !== null && html !== drawn) { tree.innerHTML = html; drawn = html; }
              })
              .catch(function () {});
          }
          var updates = new EventSource("/updates");
          updates.addEventListener("tree", refresh);
          // A tree that changed while the stream was down is fetched when it comes back.
          updates.addEventListener("open", refresh);
        })();

        """
}
