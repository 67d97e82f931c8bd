import MosaicWeb

/// The mail screens' templates. Every value is printed with `{{…}}`, so HTML-escaped.
enum MailTemplates {
    static func make() throws -> WebTemplates {
        var templates = WebTemplates()
        try templates.register(inbox, named: "inbox")
        try templates.register(message, named: "message")
        try templates.register(attachments, named: "attachments")
        return templates
    }

    static let inbox = """
        <h1>Inbox <small>{{count}} messages</small></h1>
        {{#failure}}<p class="failure">{{failure}}</p>{{/failure}}
        <ul class="inbox">
        {{#rows}}<li class="row{{#unread}} unread{{/unread}}"><form method="post" action="/event">{{> mosaic-event}}\
        <input type="hidden" name="id" value="{{id}}"><button name="event" value="open">\
        <span class="from">{{from}}</span> <span class="subject">{{subject}}</span> \
        <span class="date">{{date}}</span>{{#attachments}} <span class="clip">📎 {{attachments}}</span>{{/attachments}}\
        </button></form></li>
        {{/rows}}</ul>
        """

    static let message = """
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="back">← Inbox</button></form>
        <article class="message">
        <h1 class="subject">{{subject}}</h1>
        <p class="sender"><strong>{{from}}</strong> &lt;{{address}}&gt; · {{date}}</p>
        {{{slots.attachments}}}
        <div class="body">{{#paragraphs}}<p>{{text}}</p>{{/paragraphs}}</div>
        </article>
        """

    static let attachments = """
        {{#any}}<section class="attachments">
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="toggle">\
        Attachments {{#expanded}}▾{{/expanded}}{{^expanded}}▸{{/expanded}}</button></form>
        {{#expanded}}{{#hasImages}}<h3>Images</h3><ul>{{#images}}<li>🖼 {{name}} ({{size}})</li>{{/images}}</ul>{{/hasImages}}\
        {{#hasDocuments}}<h3>Documents</h3><ul>{{#documents}}<li>📄 {{name}} ({{size}})</li>{{/documents}}</ul>{{/hasDocuments}}{{/expanded}}
        </section>{{/any}}
        """
}
