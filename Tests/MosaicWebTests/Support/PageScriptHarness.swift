/// A stand-in for the few browser APIs the page script uses, for running it in Node.js.
enum PageScriptHarness {
    static let dom = #"""
        "use strict";
        function el(attrs, children) {
          const e = { attrs: attrs || {}, children: children || [], parent: null,
            getAttribute(n) { return n in this.attrs ? this.attrs[n] : null; },
            hasAttribute(n) { return n in this.attrs; },
            querySelectorAll(sel) {
              const name = sel.slice(1, -1), out = [];
              (function walk(x) { x.children.forEach(c => { if (c.attrs) { if (c.hasAttribute(name)) out.push(c); walk(c); } }); })(this);
              return out;
            },
            replaceChildren(...kids) { this.children = kids; kids.forEach(k => k.parent = this); },
            replaceWith(x) { const i = this.parent.children.indexOf(this); this.parent.children[i] = x; x.parent = this.parent; } };
          e.children.forEach(c => { c.parent = e; });
          return e;
        }
        function texts(node) {
          return node.children.map(c => c.attrs.text !== undefined ? c.attrs.text : "[" + texts(c) + "]").join(" ");
        }
        const list = el({ "data-mosaic-list": "rows" }, ["r0", "r1", "r2", "r3"].map(t => el({ text: t })));
        const body = el({ "data-mosaic-token": "t", "data-mosaic-page": "p" },
          [el({ "data-mosaic-view": "v1" }, [list]), el({ "data-mosaic-view": "v2" }, [el({ text: "old" })])]);
        const listeners = {}, documentListeners = {}, navigations = [], replaced = [], posts = [];
        function covered() { body.attrs["data-mosaic-covered"] = "true"; }
        global.document = { body,
          querySelectorAll: sel => body.querySelectorAll(sel),
          createElement(tag) {
            const e = el({ tag });
            e.setAttribute = function (n, v) { this.attrs[n] = v; };
            e.append = function (...kids) { kids.forEach(k => { this.children.push(k); k.parent = this; }); };
            e.addEventListener = function () {};
            e.remove = function () { const i = this.parent.children.indexOf(this); this.parent.children.splice(i, 1); };
            Object.defineProperty(e, "innerHTML", { set(h) { this.content = { firstElementChild: el({ text: h }) }; } });
            return e;
          },
          querySelector: () => null,
          createTextNode: t => el({ text: t }),
          addEventListener(n, f) { if (!documentListeners[n]) { documentListeners[n] = f; } } };
        body.prepend = function (x) { this.children.unshift(x); x.parent = this; };
        // Nothing the server answers is parsed as a document by the script, but a page it drew.
        global.DOMParser = function () { return { parseFromString(text) { parsed.push(text); return { title: "", body: el({}) }; } }; };
        const parsed = [];
        global.HTMLFormElement = function () {};
        global.FormData = function (form) { return form.fields; };
        // Submits a form of the page with `submitter` (a button's name and value); the server
        // answers `answer` (a stand-in for fetch's response).
        // The server's answer to an event the script posted: where to go.
        function answer(url) {
          return { ok: true, headers: { get: () => "application/json" }, json: () => Promise.resolve({ url }) };
        }
        function submitForm(action, fields, submitter, answer) {
          const form = Object.create(HTMLFormElement.prototype);
          Object.assign(form, { method: "post", action, fields });
          global.fetch = (path, options) => {
            if (options.headers["X-Mosaic-Fetch"] !== "1") { throw new Error("an event posted without the script's header"); }
            posts.push(path + " " + options.body.toString()); return Promise.resolve(answer);
          };
          documentListeners.submit({ target: form, submitter, preventDefault() { form.prevented = true; } });
          return form;
        }
        // How the page was reached (`navigationType = "navigate"` before the script: not by Back).
        global.navigationType = "back_forward";
        global.performance = { getEntriesByType: () => [{ type: global.navigationType }] };
        const windowListeners = {}, beacons = [];
        global.window = { EventSource: true, addEventListener(n, f) { (windowListeners[n] = windowListeners[n] || []).push(f); },
          performance: global.performance };
        function fireWindow(name) { (windowListeners[name] || []).forEach(f => f({})); }
        global.navigator = { sendBeacon(url, data) { beacons.push(url + " " + data.toString()); return true; } };
        const streams = [];
        global.EventSource = function (url) { streams.push(url); return { addEventListener(n, f) { listeners[n] = f; }, close() {} }; };
        global.location = { pathname: "/m/p", assign(url) { navigations.push(url); }, replace(url) { replaced.push(url); }, reload() {} };
        global.fetch = (path, options) => {
          // Everything the script posts says so (the server then answers with where to go).
          const marked = options.headers["X-Mosaic-Fetch"] === "1" ? "" : "(unmarked) ";
          posts.push(marked + path + " " + options.body.toString()); return new Promise(() => {});
        };
        function send(name, data) { listeners[name]({ data: JSON.stringify(data) }); }
        """#
}
