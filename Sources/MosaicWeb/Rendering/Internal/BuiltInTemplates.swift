/// The host's own templates: the page around the modules, the wrapper of each module's HTML and
/// the hidden fields every event form carries.
enum BuiltInTemplates {
    static let all: [(String, String)] = [
        ("mosaic-page", page),
        ("mosaic-view", view),
        ("mosaic-event", event),
        ("mosaic-open", open),
        ("mosaic-inspect", inspect),
        ("mosaic-inspect-tree", inspectTree),
        ("mosaic-inspect-node", inspectNode),
        ("mosaic-list", list),
        ("mosaic-row", row),
        ("mosaic-modules", modules),
        ("mosaic-row-failure", rowFailure),
    ]

    /// A cell module list's window: spacers the page script sizes for the rows not on the page.
    /// Without the page script, the buttons before and after the rows move the window.
    static let modules = """
        <div class="mosaic-modules" data-mosaic-modules="{{name}}" data-mosaic-count="{{count}}" data-mosaic-first="{{first}}">\
        {{#navigation}}{{#hasEarlier}}<form class="mosaic-window-nav" method="post" action="/event">\
        <input type="hidden" name="mosaic-view" value="{{view}}"><input type="hidden" name="mosaic-token" value="{{token}}">\
        <input type="hidden" name="first" value="{{earlier}}"><input type="hidden" name="count" value="{{count}}">\
        <button name="event" value="mosaic-visible">Newer</button></form>{{/hasEarlier}}{{/navigation}}\
        <div class="mosaic-spacer" data-mosaic-rows="{{first}}"></div>\
        {{#rows}}<div class="mosaic-module-row" data-mosaic-index="{{index}}">{{{slots.html}}}</div>{{/rows}}\
        <div class="mosaic-spacer" data-mosaic-rows="{{after}}"></div>\
        {{#navigation}}{{#hasLater}}<form class="mosaic-window-nav" method="post" action="/event">\
        <input type="hidden" name="mosaic-view" value="{{view}}"><input type="hidden" name="mosaic-token" value="{{token}}">\
        <input type="hidden" name="first" value="{{later}}"><input type="hidden" name="count" value="{{count}}">\
        <button name="event" value="mosaic-visible">Older</button></form>{{/hasLater}}{{/navigation}}</div>
        """

    static let rowFailure = """
        <p class="mosaic-row-failure">{{text}}</p>
        """

    static let list = """
        <div class="mosaic-list" data-mosaic-list="{{name}}">{{#rows}}{{{slots.html}}}{{/rows}}</div>
        """

    static let row = """
        <div class="mosaic-row">{{{slots.content}}}</div>
        """

    static let page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{title}}</title>
        <link rel="icon" href="/mosaic/icon.svg">
        <link rel="stylesheet" href="/mosaic/mosaic.css">
        <link rel="stylesheet" href="/mosaic/app.css">
        <script src="/mosaic/mosaic.js" defer></script>
        </head>
        <body data-mosaic-page="{{page}}" data-mosaic-token="{{token}}" data-mosaic-layers="{{layers}}" data-mosaic-views="{{views}}"{{#covered}} data-mosaic-covered="true"{{/covered}}>
        <main class="mosaic-page">{{{slots.page}}}</main>
        {{#overlays}}<div class="mosaic-overlay" role="dialog" aria-modal="true">{{{slots.html}}}</div>
        {{/overlays}}</body>
        </html>

        """

    static let view = """
        <div class="mosaic-view" data-mosaic-view="{{id}}"{{#theme}} data-mosaic-theme="{{theme}}"{{/theme}}>{{{slots.content}}}</div>
        """

    static let event = """
        <input type="hidden" name="mosaic-view" value="{{mosaic.view}}"><input type="hidden" name="mosaic-token" value="{{mosaic.token}}">
        """

    /// Asks before following a deep link: following one changes the session, which only a POST
    /// with the session's token may do.
    static let open = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Open link</title>
        <link rel="icon" href="/mosaic/icon.svg">
        <link rel="stylesheet" href="/mosaic/mosaic.css">
        </head>
        <body>
        <main class="mosaic-page"><form class="mosaic-open" method="post" action="/open">
        <p>Open <code>{{link}}</code>?</p>
        <input type="hidden" name="link" value="{{link}}"><input type="hidden" name="mosaic-token" value="{{token}}">
        <button type="submit">Open</button> <a href="/">Cancel</a>
        </form></main>
        </body>
        </html>

        """

    /// The session's module tree, kept live by the inspect script, and the container's
    /// dependency graph: a picture when Graphviz drew one, always the DOT text.
    static let inspect = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Inspect</title>
        <link rel="icon" href="/mosaic/icon.svg">
        <link rel="stylesheet" href="/mosaic/mosaic.css">
        <script src="/mosaic/inspect.js" defer></script>
        </head>
        <body>
        <main class="mosaic-page mosaic-inspect">
        <h1>Module tree</h1>
        <div class="mosaic-tree" data-mosaic-inspect-tree>{{{slots.tree}}}</div>
        <p><a href="/m/{{front}}">Back to the app</a></p>
        <h2>Dependency graph</h2>
        {{#svg}}<p><img class="mosaic-graph-picture" src="/inspect/graph.svg" alt="The container's dependency graph"></p>{{/svg}}
        {{#noPicture}}<p class="mosaic-graph-note">{{noPicture}}</p>{{/noPicture}}
        <details{{^svg}} open{{/svg}}><summary>DOT text</summary><pre class="mosaic-graph">{{dot}}</pre></details>
        </main>
        </body>
        </html>

        """

    /// The module tree as nested lists.
    static let inspectTree = """
        {{#empty}}<p>(no modules)</p>{{/empty}}<ul>{{#roots}}{{> mosaic-inspect-node}}{{/roots}}</ul>
        """

    /// One module of the tree and, nested, its children.
    static let inspectNode = """
        <li data-mosaic-module="{{name}}"><strong>{{name}}</strong> <span class="mosaic-state">{{state}}</span> \
        <span class="mosaic-style">{{style}}</span>{{#view}} · view {{view}}{{/view}}{{#theme}} · theme {{theme}}{{/theme}}\
        {{#roles}} · roles {{roles}}{{/roles}}{{#slotNames}} · slots {{slotNames}}{{/slotNames}}\
        {{#hasChildren}}<ul>{{#children}}{{> mosaic-inspect-node}}{{/children}}</ul>{{/hasChildren}}</li>
        """
}
