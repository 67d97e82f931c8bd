import MosaicWeb

/// The mail screens' templates. Every value is printed with `{{…}}`, so HTML-escaped.
public enum MailTemplates {
    /// The templates of the inbox, a message and its attachments.
    ///
    /// ```swift
    /// let templates = try MailTemplates.make()
    /// ```
    public static func make() throws -> WebTemplates {
        var templates = WebTemplates()
        try templates.register(inbox, named: "inbox")
        try templates.register(inboxRow, named: "inbox-row")
        try templates.register(message, named: "message")
        try templates.register(attachments, named: "attachments")
        try templates.register(messageHeader, named: "message-header")
        try templates.register(contacts, named: "contacts")
        try templates.register(messageBody, named: "message-body")
        try templates.register(posts, named: "posts")
        try templates.register(profileHeader, named: "profile-header")
        try templates.register(compose, named: "compose")
        try templates.register(contactPicker, named: "contact-picker")
        try templates.register(settings, named: "settings")
        try templates.register(settingText, named: "setting-text")
        try templates.register(settingSwitch, named: "setting-switch")
        try templates.register(settingPlaceholder, named: "setting-placeholder")
        return templates
    }

    /// The mail screens' own layout.
    public static let style = """
        .mosaic-module-row { height: 5.5rem; overflow: hidden; }
        .row form { display: block; }
        .row button { width: 100%; text-align: left; background: none; border: 0; padding: 0.5rem 0 0.2rem; display: flex; gap: 0.5rem; }
        .row .from { flex: 0 0 12rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .row .subject { flex: 1; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .row.unread .subject { font-weight: 600; }
        .strip { display: flex; gap: 0.5rem; overflow-x: auto; white-space: nowrap; padding-bottom: 0.3rem; }
        .strip .tile { flex: 0 0 14rem; border: 1px solid #ccc; border-radius: 0.3rem; padding: 0.3rem;
          overflow: hidden; text-overflow: ellipsis; }
        .message .body p { overflow-wrap: anywhere; margin: 0.4rem 0; font-family: ui-monospace, monospace; }
        .message .body img.inline { display: block; max-width: 100%; margin: 0.5rem 0; }
        .message .subject, .message .sender, .contacts li, .attachments li { overflow-wrap: anywhere; }
        .message .note, .placeholder { color: #666; font-style: italic; }
        .failure { color: #a00; }
        .profile .avatar { display: inline-block; width: 3rem; height: 3rem; border-radius: 50%; background: #dde6f0;
          text-align: center; line-height: 3rem; font-size: 1.4rem; }
        .profile h1, .posts li, .compose strong { overflow-wrap: anywhere; }
        .compose input, .compose textarea { width: 100%; box-sizing: border-box; font: inherit; }
        /* Each feature's theme sets --mosaic-accent, --mosaic-accent-soft and --mosaic-rule on its views. */
        h1, h2 { color: var(--mosaic-accent, #1d1d1f); }
        .mosaic-page > .mosaic-view, .mosaic-overlay > .mosaic-view { border-top: 0.3rem solid var(--mosaic-accent, transparent); }
        .mosaic-page > .mosaic-view > form button, .mosaic-overlay form button, .compose button, .profile button {
          color: var(--mosaic-accent, #1d1d1f); background: var(--mosaic-accent-soft, #eee);
          border: 1px solid var(--mosaic-rule, #ccc); border-radius: 0.3rem; padding: 0.2rem 0.6rem; }
        .mosaic-module-row { border-bottom: 1px solid var(--mosaic-rule, #ddd); }
        .row.unread .subject { color: var(--mosaic-accent, #1d1d1f); }

        """

    static let inbox = """
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="settings">Settings</button> \
        <button name="event" value="compose">Write</button></form>
        <h1>Inbox{{#loaded}} <small>{{count}} messages</small>{{/loaded}}</h1>
        {{#loading}}<p class="placeholder">Loading the mailbox…</p>{{/loading}}
        {{#failure}}<p class="failure">{{failure}} <form method="post" action="/event">{{> mosaic-event}}\
        <button name="event" value="retry">Try again</button></form></p>{{/failure}}
        {{{slots.rows}}}
        """

    static let inboxRow = """
        <div class="row{{#unread}} unread{{/unread}}"><form method="post" action="/event">{{> mosaic-event}}\
        <button name="event" value="open"><span class="from">{{from}}</span> <span class="subject">{{subject}}</span> \
        <span class="date">{{date}}</span></button></form>\
        {{#hasAttachments}}<div class="strip" data-mosaic-strip="{{offset}}">\
        {{#attachments}}<span class="tile">{{icon}} {{name}}</span>{{/attachments}}</div>{{/hasAttachments}}</div>
        """

    static let message = """
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="back">← Back</button></form>
        <article class="message">
        {{{slots.header}}}
        {{{slots.contacts}}}
        {{{slots.attachments}}}
        {{{slots.body}}}
        {{#failures}}<p class="failure">The {{slot}} could not be shown: {{why}}</p>{{/failures}}
        </article>
        """

    static let messageHeader = """
        <header class="message-header"><h1 class="subject">{{subject}}</h1>
        <p class="sender"><strong>{{from}}</strong> &lt;{{address}}&gt; · {{date}} \
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="posts">Posts</button></form></p></header>
        """

    static let posts = """
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="back">← Back</button></form>
        {{{slots.profile}}}
        <h2>Posts</h2>
        <ul class="posts">{{#posts}}<li><form method="post" action="/event">{{> mosaic-event}}\
        <input type="hidden" name="id" value="{{id}}"><button name="event" value="open">{{title}}</button></form> \
        <small>{{date}}</small></li>{{/posts}}</ul>
        """

    static let profileHeader = """
        <header class="profile"><span class="avatar">{{initial}}</span><h1>{{name}}</h1>
        <p>&lt;{{address}}&gt; · {{count}} messages</p>
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="write">Write a message</button></form></header>
        """

    static let compose = """
        <h1>New message</h1>
        {{#problem}}<p class="failure">{{problem}}</p>{{/problem}}
        <form class="compose" method="post" action="/event">{{> mosaic-event}}
        <p>To: {{#to}}<strong>{{name}}</strong> &lt;{{address}}&gt;{{/to}}{{^to}}<em>nobody yet</em>{{/to}} \
        <button name="event" value="pick">Pick…</button></p>
        <p><label for="subject">Subject</label> <input id="subject" name="subject" value="{{subject}}" dir="auto"></p>
        <p><textarea name="body" rows="8" placeholder="Your message" dir="auto">{{body}}</textarea></p>
        <p><button name="event" value="send">Send</button> <button name="event" value="discard">Discard</button> \
        <button name="event" value="edit">Save</button></p>
        </form>
        """

    static let contactPicker = """
        <h2>Pick a recipient</h2>
        <ul class="contacts">{{#contacts}}<li><form method="post" action="/event">{{> mosaic-event}}\
        <input type="hidden" name="index" value="{{index}}"><button name="event" value="pick">{{name}}</button></form> \
        <small>&lt;{{address}}&gt;</small></li>{{/contacts}}</ul>
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="cancel">Cancel</button></form>
        """

    static let contacts = """
        <section class="contacts">{{#loading}}<p class="placeholder">Loading the contacts…</p>{{/loading}}\
        {{#failure}}<p class="failure">{{failure}}</p>{{/failure}}{{^loading}}{{^failure}}\
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="toggle">\
        Contacts ({{count}}) {{#expanded}}▾{{/expanded}}{{^expanded}}▸{{/expanded}}</button></form>{{/failure}}{{/loading}}
        {{#expanded}}<ul>{{#contacts}}<li><small>{{role}}</small> {{name}} &lt;{{address}}&gt;</li>{{/contacts}}</ul>{{/expanded}}
        </section>
        """

    static let messageBody = """
        <div class="body">{{#html}}<p class="note">This message was written in HTML; it is shown as text.</p>{{/html}}\
        {{#blocks}}{{#image}}<img class="inline" src="data:{{type}};base64,{{data}}" alt="{{name}}">{{/image}}\
        {{^image}}<p>{{#lines}}{{text}}<br>{{/lines}}</p>{{/image}}{{/blocks}}</div>
        """

    static let settings = """
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="back">← Inbox</button></form>
        <h1>Settings</h1>
        {{{slots.rows}}}
        """

    static let settingText = """
        <p class="setting"><small>{{group}}</small> {{title}}: <span class="value">{{text}}</span></p>
        """

    static let settingSwitch = """
        <form class="setting" method="post" action="/event">{{> mosaic-event}}        <input type="hidden" name="row" value="{{mosaic.row}}"><input type="hidden" name="on" value="{{next}}">        <small>{{group}}</small> <button name="event" value="toggle">{{title}}: {{#on}}on{{/on}}{{^on}}off{{/on}}</button></form>
        """

    static let settingPlaceholder = """
        <p class="setting placeholder"><small>{{group}}</small> {{text}}</p>
        """

    static let attachments = """
        {{#page}}<form method="post" action="/event">{{> mosaic-event}}<button name="event" value="back">← Back</button></form>\
        <h1>Attachments</h1>{{/page}}
        {{#any}}<section class="attachments">
        <form method="post" action="/event">{{> mosaic-event}}<button name="event" value="toggle">\
        Attachments {{#expanded}}▾{{/expanded}}{{^expanded}}▸{{/expanded}}</button></form>
        {{#expanded}}{{#hasImages}}<h3>Images</h3><ul>{{#images}}<li>🖼 {{name}} ({{size}})</li>{{/images}}</ul>{{/hasImages}}\
        {{#hasDocuments}}<h3>Documents</h3><ul>{{#documents}}<li>📄 {{name}} ({{size}})</li>{{/documents}}</ul>{{/hasDocuments}}{{/expanded}}
        </section>{{/any}}{{^any}}{{#page}}<p>No attachments.</p>{{/page}}{{/any}}
        """
}
