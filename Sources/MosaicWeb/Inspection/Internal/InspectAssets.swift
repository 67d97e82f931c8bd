/// The inspect page's script: it fetches the session's tree again every second and redraws it
/// when it changed, so the page follows the app in another tab.
enum InspectAssets {
    static let script = """
        (function () {
          "use strict";
          var tree = document.querySelector("[data-mosaic-inspect-tree]");
          if (!tree || !window.fetch) { return; }
          var drawn = tree.innerHTML;
          function refresh() {
            fetch("/inspect/tree", { credentials: "same-origin", cache: "no-store" })
              .then(function (response) { return response.ok ? response.text() : null; })
              .then(function (html) {
                if (html !== null && html !== drawn) { tree.innerHTML = html; drawn = html; }
              })
              .catch(function () {})
              .then(function () { setTimeout(refresh, 1000); });
          }
          setTimeout(refresh, 1000);
        })();

        """
}
