/// The page's script and style, served by the app itself (no CDN; works offline).
enum PageAssets {
    /// Reports the browser's Back to the server and applies live updates sent over
    /// server-sent events. Everything it puts in the page is HTML the server drew from templates.
    static let script = #"""
        // Mosaic's page script: Back reported to the server, live updates applied. No dependencies.
        (function () {
          "use strict";
          var body = document.body;
          var token = body.getAttribute("data-mosaic-token") || "";
          var page = body.getAttribute("data-mosaic-page") || "";

          function post(path, fields) {
            var form = new URLSearchParams(fields);
            form.set("mosaic-token", token);
            return fetch(path, {
              method: "POST", body: form, credentials: "same-origin",
              headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Mosaic-Fetch": "1" }
            });
          }

          // The browser went Back (or Forward) to a page that has pages above it on the server:
          // tell the server, which closes those modules, then show the page as it now is. A
          // covered page reached any other way (a navigation that started before a screen
          // opened above it, such as an activity's) is stale, not a Back: it closes nothing and
          // catches up with the front page through the live stream below.
          var navigation = window.performance && performance.getEntriesByType
            ? performance.getEntriesByType("navigation")[0] : null;
          var wentBack = !navigation || navigation.type === "back_forward";
          var covered = body.hasAttribute("data-mosaic-covered");
          if (covered && wentBack) {
            // Answered, like every event the script posts, with where to go; "/" shows the front
            // page as it is when the browser asks.
            post("/back", { page: page }).then(function (response) {
              if (response.ok) { location.replace("/"); }
            });
          }
          // Set once this page is going elsewhere because the server said so: an event's own
          // answer arriving later must not send it back.
          var leaving = false;

          // A refused event's message, shown above the page as text (never parsed as HTML),
          // with a way to dismiss it and one to draw the page again.
          function showProblem(text) {
            var old = document.querySelector ? document.querySelector(".mosaic-problem") : null;
            if (old) { old.remove(); }
            var box = document.createElement("div");
            box.className = "mosaic-problem";
            box.setAttribute("role", "alert");
            var message = document.createElement("p");
            message.setAttribute("dir", "auto");
            message.textContent = text.trim() || "The server refused this.";
            var reload = document.createElement("button");
            reload.type = "button";
            reload.textContent = "Reload";
            reload.addEventListener("click", function () { location.reload(); });
            var dismiss = document.createElement("button");
            dismiss.type = "button";
            dismiss.textContent = "Dismiss";
            dismiss.addEventListener("click", function () { box.remove(); });
            box.append(message, reload, dismiss);
            document.body.prepend(box);
          }

          // Events are sent with fetch, so that one that leaves the browser on the same page (a
          // toggle, a collapsed section) replaces that page in the history instead of adding an
          // entry Back would have to step over; one that opens another page adds it. Without the
          // script the forms still post and the server answers the same way.
          document.addEventListener("submit", function (event) {
            var form = event.target;
            if (!(form instanceof HTMLFormElement) || form.method.toLowerCase() !== "post") { return; }
            event.preventDefault();
            var fields = new URLSearchParams(new FormData(form));
            var submitter = event.submitter;
            if (submitter && submitter.name) { fields.append(submitter.name, submitter.value); }
            fetch(form.action, {
              method: "POST", body: fields, credentials: "same-origin",
              headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Mosaic-Fetch": "1" }
            }).then(function (response) {
              var type = response.headers.get("Content-Type") || "";
              if (response.status === 409) {
                // The view is no longer in front (a second click, a stale tab): show the front.
                leaving = true;
                location.assign("/");
                return;
              }
              if (!response.ok) {
                // A refusal: one sentence of plain text, which may quote what was typed.
                return response.text().then(function (text) { showProblem(text); });
              }
              if (type.indexOf("application/json") !== 0) {
                // A page answered directly: show it when the server drew it as HTML.
                return response.text().then(function (html) {
                  if (type.indexOf("text/html") !== 0) { showProblem(html); return; }
                  var drawn = new DOMParser().parseFromString(html, "text/html");
                  document.title = drawn.title;
                  document.body.replaceWith(document.adoptNode(drawn.body));
                });
              }
              // Where the server sends the browser; "/" answers with the front page as it is
              // when the browser asks, in case it changed meanwhile.
              return response.json().then(function (answer) {
                if (leaving) { return; }
                leaving = true;
                if (answer.url === location.pathname) { location.replace("/"); }
                else { location.assign("/"); }
              });
            });
          });

          // A form marked `data-mosaic-save-on-leave="EVENT"` that was changed and not sent is
          // sent with that event as the page goes away (Back, another link, a closed tab), so
          // what was typed reaches its module. Not when the page leaves because of an event.
          var submitting = false;
          document.addEventListener("submit", function () { submitting = true; }, true);
          var unsaved = document.querySelectorAll("[data-mosaic-save-on-leave]");
          for (var u = 0; u < unsaved.length; u++) {
            (function (form) {
              form.addEventListener("input", function () { form.mosaicChanged = true; });
            })(unsaved[u]);
          }
          window.addEventListener("pagehide", function () {
            if (submitting || !navigator.sendBeacon) { return; }
            for (var i = 0; i < unsaved.length; i++) {
              var form = unsaved[i];
              if (!form.mosaicChanged) { continue; }
              var fields = new URLSearchParams(new FormData(form));
              fields.set("event", form.getAttribute("data-mosaic-save-on-leave"));
              fields.set("mosaic-token", token);
              navigator.sendBeacon(form.action, fields);
              form.mosaicChanged = false;
            }
          });

          // A page restored from the browser's cache may be stale: draw it again.
          window.addEventListener("pageshow", function (event) {
            if (event.persisted) { location.reload(); }
          });

          // Cell module lists: only a window of rows is on the page. Spacers stand for the rest;
          // as the page scrolls, the rows now in view are reported and the server sends the new
          // window. A row's horizontal strip reports its offset, and gets it back when it returns.
          var rowHeights = {}, asked = {};
          // Reports come from the page in front only: a covered page is on its way to the front
          // one, and the server takes no events from what is covered.
          function report(fields) {
            if (covered || leaving) { return Promise.resolve(null); }
            return post("/event", fields);
          }
          function owner(node) { return node.closest ? node.closest("[data-mosaic-view]") : null; }
          function setUpModules(list) {
            // The script moves the window as the page scrolls: the buttons are for pages without it.
            var buttons = list.querySelectorAll(".mosaic-window-nav");
            for (var b = 0; b < buttons.length; b++) { buttons[b].remove(); }
            var name = list.getAttribute("data-mosaic-modules");
            var rows = list.querySelectorAll("[data-mosaic-index]");
            if (rows.length && rows[0].offsetHeight) { rowHeights[name] = rows[0].offsetHeight; }
            var height = rowHeights[name] || 0;
            var spacers = list.querySelectorAll("[data-mosaic-rows]");
            for (var i = 0; i < spacers.length; i++) {
              if (spacers[i].style) { spacers[i].style.height = (Number(spacers[i].getAttribute("data-mosaic-rows")) * height) + "px"; }
            }
            var strips = list.querySelectorAll("[data-mosaic-strip]");
            for (var j = 0; j < strips.length; j++) { setUpStrip(strips[j]); }
          }
          function setUpStrip(strip) {
            strip.scrollLeft = Number(strip.getAttribute("data-mosaic-strip")) || 0;
            var timer = null;
            strip.addEventListener("scroll", function () {
              clearTimeout(timer);
              timer = setTimeout(function () {
                var view = owner(strip);
                if (!view) { return; }
                report({ "mosaic-view": view.getAttribute("data-mosaic-view"), event: "strip",
                         offset: String(Math.round(strip.scrollLeft)) });
              }, 150);
            });
          }
          function reportVisible() {
            var lists = document.querySelectorAll("[data-mosaic-modules]");
            for (var i = 0; i < lists.length; i++) {
              var list = lists[i], name = list.getAttribute("data-mosaic-modules");
              var height = rowHeights[name], view = owner(list);
              if (!height || !view || !list.getBoundingClientRect) { continue; }
              var total = Number(list.getAttribute("data-mosaic-count")) || 0;
              var top = list.getBoundingClientRect().top;
              var first = Math.max(0, Math.floor(-top / height) - 5);
              var count = Math.min(60, Math.ceil(window.innerHeight / height) + 10);
              first = Math.min(first, Math.max(0, total - 1));
              var key = first + "+" + count;
              if (String(first) === list.getAttribute("data-mosaic-first") || asked[name] === key) { continue; }
              asked[name] = key;
              report({ "mosaic-view": view.getAttribute("data-mosaic-view"), event: "mosaic-visible",
                       first: String(first), count: String(count) });
            }
          }
          var moduleLists = document.querySelectorAll("[data-mosaic-modules]");
          for (var m = 0; m < moduleLists.length; m++) { setUpModules(moduleLists[m]); }
          var scrollTimer = null;
          window.addEventListener("scroll", function () {
            clearTimeout(scrollTimer);
            scrollTimer = setTimeout(reportVisible, 120);
          });

          if (!window.EventSource) { return; }
          // The page says at which counts of layer and view changes it was drawn, so that what
          // changed while no page was listening (between this page being drawn and its stream
          // connecting) is sent at once. A covered page is leaving by itself (see above) and
          // says nothing.
          var layers = Number(body.getAttribute("data-mosaic-layers")) || 0;
          var views = body.getAttribute("data-mosaic-views");
          var source = new EventSource(covered && wentBack ? "/updates"
            : "/updates?layers=" + (covered ? 0 : layers) + (views ? "&views=" + Number(views) : ""));
          function findView(id) {
            var views = document.querySelectorAll("[data-mosaic-view]");
            for (var i = 0; i < views.length; i++) {
              if (views[i].getAttribute("data-mosaic-view") === id) { return views[i]; }
            }
            return null;
          }
          // HTML the server drew from its templates, as a node.
          function fragment(html) {
            var template = document.createElement("template");
            template.innerHTML = html;
            return template.content.firstElementChild || document.createTextNode("");
          }

          source.addEventListener("view", function (event) {
            var update = JSON.parse(event.data);
            var view = findView(update.view);
            if (!view) { return; }
            var next = fragment(update.html);
            view.replaceWith(next);
            var lists = next.querySelectorAll ? next.querySelectorAll("[data-mosaic-modules]") : [];
            for (var i = 0; i < lists.length; i++) { setUpModules(lists[i]); }
          });
          // Only the rows of a cell list that changed: indices removed or moved (as before the
          // update), rows inserted or reloaded (as after it), applied the way ListUpdate is.
          source.addEventListener("rows", function (event) {
            var update = JSON.parse(event.data);
            var view = findView(update.view);
            if (!view) { return; }
            var list = null;
            var lists = view.querySelectorAll("[data-mosaic-list]");
            for (var i = 0; i < lists.length; i++) {
              if (lists[i].getAttribute("data-mosaic-list") === update.list) { list = lists[i]; break; }
            }
            if (!list) { return; }
            var old = Array.prototype.slice.call(list.children);
            var removed = {}, movedTo = {}, inserted = {}, reloaded = {};
            update.deletes.forEach(function (index) { removed[index] = true; });
            update.moves.forEach(function (move) { removed[move[0]] = true; movedTo[move[1]] = move[0]; });
            update.inserts.forEach(function (row) { inserted[row.index] = row.html; });
            update.reloads.forEach(function (row) { reloaded[row.index] = row.html; });
            var survivors = old.filter(function (row, index) { return !removed[index]; });
            var next = 0, rows = [];
            for (var index = 0; index < update.count; index++) {
              if (index in movedTo) { rows.push(old[movedTo[index]]); }
              else if (index in inserted) { rows.push(fragment(inserted[index])); }
              else {
                var kept = survivors[next++];
                rows.push(index in reloaded ? fragment(reloaded[index]) : kept);
              }
            }
            list.replaceChildren.apply(list, rows);
          });
          // A cell module list's new window: the list is replaced, its spacers and strips set up.
          source.addEventListener("modules", function (event) {
            var update = JSON.parse(event.data);
            var view = findView(update.view);
            if (!view) { return; }
            var lists = view.querySelectorAll("[data-mosaic-modules]");
            for (var i = 0; i < lists.length; i++) {
              if (lists[i].getAttribute("data-mosaic-modules") === update.list) {
                var next = fragment(update.html);
                lists[i].replaceWith(next);
                if (next.querySelectorAll) { setUpModules(next); }
                return;
              }
            }
          });
          source.addEventListener("page", function (event) {
            // The layers changed: go to the front page, or draw this one again when a layer was
            // added or removed on it (an overlay). Changes this page already shows are ignored.
            var update = JSON.parse(event.data);
            if (typeof update.layers === "number") {
              if (update.layers <= layers) { return; }
              layers = update.layers;
            }
            // Through "/", which answers with the front page as it is when the browser asks: by
            // then a later change (a deep link's next step) may have replaced the one announced.
            leaving = true;
            if (update.url !== location.pathname) { location.assign("/"); }
            else { location.replace("/"); }
          });
          window.addEventListener("pagehide", function () { source.close(); });
        })();

        """#

    /// The tab's icon: four tiles.
    static let icon = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">\
        <rect x="1" y="1" width="6" height="6" fill="#3b6fd8"/><rect x="9" y="1" width="6" height="6" fill="#e0a030"/>\
        <rect x="1" y="9" width="6" height="6" fill="#3aa068"/><rect x="9" y="9" width="6" height="6" fill="#c84a4a"/></svg>

        """

    /// A plain layout: pages full width, modals as a centred overlay.
    static let style = """
        body { font-family: system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #fafafa; }
        .mosaic-page { max-width: 48rem; margin: 0 auto; padding: 1rem; }
        .mosaic-overlay { position: fixed; inset: 0; background: rgba(0, 0, 0, 0.35);
          display: flex; align-items: center; justify-content: center; }
        .mosaic-overlay > .mosaic-view { background: #fff; border-radius: 0.5rem; padding: 1rem;
          max-width: 40rem; width: 90%; max-height: 85vh; overflow: auto; }
        .mosaic-view form { display: inline; }
        button { font: inherit; cursor: pointer; }
        .mosaic-open code { overflow-wrap: anywhere; }
        .mosaic-spacer { height: 0; }
        .mosaic-window-nav { display: block; margin: 0.5rem 0; }
        .mosaic-row-failure { color: #a00; }
        .mosaic-problem { position: sticky; top: 0; z-index: 10; margin: 0; padding: 0.6rem 1rem;
          background: #fdecea; color: #611a15; border-bottom: 1px solid #e6b8b3;
          display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; }
        .mosaic-problem p { flex: 1 1 16rem; margin: 0; overflow-wrap: anywhere; }

        """
}
