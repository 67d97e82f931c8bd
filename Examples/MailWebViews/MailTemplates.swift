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

    /// The mail screens' own layout: one column that reads well from a phone (390 points wide)
    /// to a desktop window, icons drawn by the stylesheet (no icon font needed).
    public static let style = """
        body { font-size: 16px; line-height: 1.4; }
        .mosaic-page { padding: 0.75rem; }
        .icon { display: inline-block; width: 1.1em; height: 1.1em; vertical-align: -0.2em; flex: none;
          background-color: currentColor; -webkit-mask: var(--icon) center / contain no-repeat; mask: var(--icon) center / contain no-repeat; }
        .icon-image { --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M4 4h16a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1zm1 2v9l4-4 3 3 3-4 4 5V6zm4 1.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z'/%3E%3C/svg%3E"); }
        .icon-document { --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M6 2h8l5 5v14a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm7 1.5V8h4.5zM8 12v1.5h8V12zm0 3.5V17h8v-1.5z'/%3E%3C/svg%3E"); }
        .icon-back { --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M15.5 4 17 5.5 10.5 12l6.5 6.5-1.5 1.5-8-8z'/%3E%3C/svg%3E"); }
        .icon-compose { --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M4 17.3V20h2.7l8-8-2.7-2.7zm12.7-8 1.6-1.6a1 1 0 0 0 0-1.4l-1.3-1.3a1 1 0 0 0-1.4 0L14 6.6z'/%3E%3C/svg%3E"); }
        .icon-settings { --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 8.5a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7zm8.1 2.1 1.9 1.4-2 3.5-2.2-.9a7 7 0 0 1-1.6.9L16 18h-4l-.3-2.5a7 7 0 0 1-1.6-.9l-2.2.9-2-3.5 1.9-1.4a7 7 0 0 1 0-1.8L5.9 7.4l2-3.5 2.2.9a7 7 0 0 1 1.6-.9L12 1.4h4l.3 2.5a7 7 0 0 1 1.6.9l2.2-.9 2 3.5-1.9 1.4a7 7 0 0 1 0 1.8z' transform='translate(-2 2.3) scale(.9)'/%3E%3C/svg%3E"); }
        .icon-chevron { --icon: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M8.5 4 7 5.5 13.5 12 7 18.5 8.5 20l8-8z'/%3E%3C/svg%3E"); transition: transform 0.15s; }
        .expanded .icon-chevron { transform: rotate(90deg); }
        .toolbar { display: flex; gap: 0.5rem; align-items: center; margin: 0 0 0.5rem; }
        .toolbar form { display: block; }
        .mosaic-view form.inline { display: inline; }
        button.action { display: inline-flex; gap: 0.35rem; align-items: center; font: inherit; font-size: 0.95rem;
          padding: 0.35rem 0.75rem; min-height: 2.25rem; color: var(--mosaic-accent, #1d1d1f);
          background: var(--mosaic-accent-soft, #eee); border: 1px solid var(--mosaic-rule, #ccc); border-radius: 0.4rem; }
        button.action:hover { filter: brightness(0.97); }
        h1 { font-size: 1.6rem; margin: 0.5rem 0; overflow-wrap: anywhere; }
        h1 small { font-size: 0.9rem; font-weight: normal; color: #666; }
        h1, h2 { color: var(--mosaic-accent, #1d1d1f); }
        .mosaic-page > .mosaic-view, .mosaic-overlay > .mosaic-view { border-top: 0.3rem solid var(--mosaic-accent, transparent); }
        .placeholder, .empty { color: #666; font-style: italic; }
        .empty { text-align: center; padding: 3rem 1rem; }
        .failure { color: #a00; }
        .failure form { display: inline; margin-left: 0.5rem; }
        .mosaic-module-row { height: 5.6rem; overflow: hidden; border-bottom: 1px solid var(--mosaic-rule, #ddd); box-sizing: border-box; }
        .row { padding: 0.45rem 0.25rem; }
        .row form { display: block; }
        .row .open { display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 0.75rem; width: 100%;
          text-align: left; background: none; border: 0; padding: 0; font: inherit; color: inherit; }
        .row .from, .row .subject, .row .preview { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .row .from { font-weight: 600; }
        .row .date { color: #666; font-size: 0.85rem; white-space: nowrap; }
        .row .from { grid-column: 1; grid-row: 1; }
        .row .date { grid-column: 2; grid-row: 1; align-self: baseline; }
        .row .subject { grid-column: 1 / -1; grid-row: 2; }
        .row .preview { grid-column: 1 / -1; grid-row: 3; }
        .row .preview { color: #666; font-size: 0.9rem; }
        .row.unread .from::before { content: ""; display: inline-block; width: 0.5rem; height: 0.5rem; margin-right: 0.35rem;
          border-radius: 50%; background: var(--mosaic-accent, #1d6fd8); vertical-align: 0.1rem; }
        .row.unread .subject { font-weight: 600; color: var(--mosaic-accent, #1d1d1f); }
        .strip { display: flex; gap: 0.4rem; overflow-x: auto; white-space: nowrap; padding: 0.15rem 0 0.3rem; scrollbar-width: thin; }
        .strip .tile { flex: 0 0 auto; max-width: 12rem; display: inline-flex; gap: 0.3rem; align-items: center; font-size: 0.85rem;
          border: 1px solid var(--mosaic-rule, #ccc); border-radius: 1rem; padding: 0.1rem 0.55rem; overflow: hidden; text-overflow: ellipsis; }
        .window-nav { display: flex; justify-content: space-between; margin: 0.75rem 0; }
        .message-header .sender { color: #444; overflow-wrap: anywhere; }
        .message section { margin: 0.75rem 0; }
        .section-toggle { display: flex; gap: 0.35rem; align-items: center; width: 100%; text-align: left; font: inherit;
          font-weight: 600; padding: 0.5rem 0; background: none; border: 0; border-bottom: 1px solid var(--mosaic-rule, #ddd);
          color: var(--mosaic-accent, #1d1d1f); }
        .contacts ul, .attachments ul { list-style: none; padding: 0; margin: 0.4rem 0; }
        .contacts li, .attachments li { padding: 0.2rem 0; overflow-wrap: anywhere; display: flex; gap: 0.4rem; align-items: baseline; }
        .contacts .role { color: #666; font-size: 0.85rem; min-width: 2.5rem; }
        .attachments h3 { font-size: 0.9rem; color: #666; margin: 0.5rem 0 0; }
        .message .body { font-size: 1rem; }
        .message .body p { margin: 0 0 0.6rem; overflow-wrap: anywhere; }
        .message .body p:empty { display: none; }
        .message .body img.inline { display: block; max-width: 100%; height: auto; margin: 0.5rem 0; border-radius: 0.3rem; }
        .message .note { color: #666; font-style: italic; }
        .profile { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
        .profile .avatar { flex: none; width: 3rem; height: 3rem; border-radius: 50%; background: var(--mosaic-accent-soft, #dde6f0);
          text-align: center; line-height: 3rem; font-size: 1.4rem; }
        .profile h1 { margin: 0; }
        .posts { list-style: none; padding: 0; }
        .posts li { display: flex; justify-content: space-between; gap: 0.5rem; align-items: baseline; border-bottom: 1px solid var(--mosaic-rule, #ddd); }
        .posts button { background: none; border: 0; padding: 0.5rem 0; font: inherit; text-align: left; color: inherit; overflow-wrap: anywhere; }
        .posts small { color: #666; white-space: nowrap; }
        .compose label { display: block; font-size: 0.85rem; color: #666; margin-bottom: 0.2rem; }
        .compose input, .compose textarea { width: 100%; box-sizing: border-box; font: inherit; padding: 0.45rem;
          border: 1px solid var(--mosaic-rule, #ccc); border-radius: 0.3rem; }
        .compose .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
        .compose strong { overflow-wrap: anywhere; }
        .contacts-picker li { display: flex; flex-wrap: wrap; gap: 0.4rem; align-items: baseline; padding: 0.2rem 0; }
        .setting { display: flex; justify-content: space-between; gap: 0.75rem; align-items: center; padding: 0.55rem 0;
          margin: 0; border-bottom: 1px solid var(--mosaic-rule, #ddd); overflow-wrap: anywhere; }
        .setting small { display: block; color: #666; }
        .setting button { flex: none; }
        .switch { min-width: 3.5rem; }
        .switch.on { background: var(--mosaic-accent, #1d6fd8); color: #fff; }
        @media (min-width: 40rem) {
          .mosaic-page { padding: 1rem 1.5rem; }
          .row .open { grid-template-columns: 12rem minmax(0, 1fr) auto; }
          .row .from { grid-column: 1; grid-row: 1 / 3; }
          .row .subject { grid-column: 2; grid-row: 1; }
          .row .date { grid-column: 3; grid-row: 1; }
          .row .preview { grid-column: 2 / -1; grid-row: 2; }
          .row .strip { margin-left: 12.75rem; }
          .mosaic-module-row { height: 4.4rem; }
        }

        """

    static let inbox = """
        <div class="toolbar"><form method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="compose">\
        <span class="icon icon-compose" aria-hidden="true"></span>Write</button></form>\
        <form method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="settings">\
        <span class="icon icon-settings" aria-hidden="true"></span>Settings</button></form></div>
        <h1>Inbox{{#loaded}} <small>{{count}} messages{{#hasUnread}}, {{unread}} unread{{/hasUnread}}</small>{{/loaded}}</h1>
        {{#loading}}<p class="placeholder">Loading the mailbox…</p>{{/loading}}
        {{#failure}}<p class="failure">{{failure}}<form method="post" action="/event">{{> mosaic-event}}\
        <button class="action" name="event" value="retry">Try again</button></form></p>{{/failure}}
        {{#empty}}<p class="empty">No messages. New mail shows up here.</p>{{/empty}}
        {{{slots.rows}}}
        """

    static let inboxRow = """
        <div class="row{{#unread}} unread{{/unread}}"><form method="post" action="/event">{{> mosaic-event}}\
        <button class="open" name="event" value="open"><span class="from">{{from}}</span> <span class="subject">{{subject}}</span> \
        <span class="date">{{date}}</span>{{^hasAttachments}}<span class="preview">{{preview}}</span>{{/hasAttachments}}</button></form>\
        {{#hasAttachments}}<div class="strip" data-mosaic-strip="{{offset}}">\
        {{#attachments}}<span class="tile"><span class="icon icon-{{kind}}" aria-hidden="true"></span>{{name}}</span>{{/attachments}}</div>{{/hasAttachments}}</div>
        """

    static let message = """
        <div class="toolbar"><form method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="back">\
        <span class="icon icon-back" aria-hidden="true"></span>Inbox</button></form></div>
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
        <form class="inline" method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="posts">Posts</button></form></p></header>
        """

    static let posts = """
        <div class="toolbar"><form method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="back">\
        <span class="icon icon-back" aria-hidden="true"></span>Back</button></form></div>
        {{{slots.profile}}}
        <h2>Posts</h2>
        <ul class="posts">{{#posts}}<li><form method="post" action="/event">{{> mosaic-event}}\
        <input type="hidden" name="id" value="{{id}}"><button name="event" value="open">{{title}}</button></form> \
        <small>{{date}}</small></li>{{/posts}}</ul>
        """

    static let profileHeader = """
        <header class="profile"><span class="avatar">{{initial}}</span><div><h1>{{name}}</h1>
        <p>&lt;{{address}}&gt; · {{count}} messages</p></div>
        <form method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="write">\
        <span class="icon icon-compose" aria-hidden="true"></span>Write a message</button></form></header>
        """

    static let compose = """
        <h1>New message</h1>
        {{#problem}}<p class="failure">{{problem}}</p>{{/problem}}
        <form class="compose" method="post" action="/event" data-mosaic-save-on-leave="edit">{{> mosaic-event}}
        <p>To: {{#to}}<strong>{{name}}</strong> &lt;{{address}}&gt;{{/to}}{{^to}}<em>nobody yet</em>{{/to}} \
        <button class="action" name="event" value="pick">Pick…</button></p>
        <p><label for="subject">Subject</label> <input id="subject" name="subject" value="{{subject}}" dir="auto"></p>
        <p><label for="body">Message</label><textarea id="body" name="body" rows="8" placeholder="Your message" dir="auto">{{body}}</textarea></p>
        <p class="actions"><button class="action" name="event" value="send">Send</button> <button class="action" name="event" value="edit">Save</button> \
        <button class="action" name="event" value="discard">Discard</button></p>
        </form>
        """

    static let contactPicker = """
        <h2>Pick a recipient</h2>
        <ul class="contacts-picker">{{#contacts}}<li><form method="post" action="/event">{{> mosaic-event}}\
        <input type="hidden" name="index" value="{{index}}"><button class="action" name="event" value="pick">{{name}}</button></form> \
        <small>&lt;{{address}}&gt;</small></li>{{/contacts}}</ul>
        <form method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="cancel">Cancel</button></form>
        """

    static let contacts = """
        <section class="contacts{{#expanded}} expanded{{/expanded}}">{{#loading}}<p class="placeholder">Loading the contacts…</p>{{/loading}}\
        {{#failure}}<p class="failure">{{failure}}</p>{{/failure}}{{^loading}}{{^failure}}\
        <form method="post" action="/event">{{> mosaic-event}}<button class="section-toggle" name="event" value="toggle" aria-expanded="{{expanded}}">\
        <span class="icon icon-chevron" aria-hidden="true"></span>Contacts ({{count}})</button></form>{{/failure}}{{/loading}}
        {{#expanded}}<ul>{{#contacts}}<li><span class="role">{{role}}</span> <span>{{name}} &lt;{{address}}&gt;</span></li>{{/contacts}}</ul>{{/expanded}}
        </section>
        """

    static let messageBody = """
        <div class="body">{{#html}}<p class="note">This message was written in HTML; it is shown as text.</p>{{/html}}\
        {{#blocks}}{{#image}}<img class="inline" src="data:{{type}};base64,{{data}}" alt="{{name}}">{{/image}}\
        {{^image}}<p>{{#lines}}{{text}}{{/lines}}</p>{{/image}}{{/blocks}}</div>
        """

    static let settings = """
        <div class="toolbar"><form method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="back">\
        <span class="icon icon-back" aria-hidden="true"></span>Inbox</button></form></div>
        <h1>Settings</h1>
        {{{slots.rows}}}
        """

    static let settingText = """
        <p class="setting"><span><small>{{group}}</small> {{title}}</span> <span class="value">{{text}}</span></p>
        """

    static let settingSwitch = """
        <form class="setting" method="post" action="/event">{{> mosaic-event}}<input type="hidden" name="row" value="{{mosaic.row}}">\
        <input type="hidden" name="on" value="{{next}}"><span><small>{{group}}</small> {{title}}</span> \
        <button class="action switch{{#on}} on{{/on}}" name="event" value="toggle" aria-pressed="{{on}}">{{#on}}On{{/on}}{{^on}}Off{{/on}}</button></form>
        """

    static let settingPlaceholder = """
        <div class="setting placeholder"><span><small>{{group}}</small> {{text}}</span>{{#failed}}\
        <form method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="retry">Try again</button></form>{{/failed}}</div>
        """

    static let attachments = """
        {{#page}}<div class="toolbar"><form method="post" action="/event">{{> mosaic-event}}<button class="action" name="event" value="back">\
        <span class="icon icon-back" aria-hidden="true"></span>Back</button></form></div><h1>Attachments</h1>{{/page}}
        {{#any}}<section class="attachments{{#expanded}} expanded{{/expanded}}">
        <form method="post" action="/event">{{> mosaic-event}}<button class="section-toggle" name="event" value="toggle" aria-expanded="{{expanded}}">\
        <span class="icon icon-chevron" aria-hidden="true"></span>Attachments ({{total}})</button></form>
        {{#expanded}}{{#hasImages}}<h3>Images</h3><ul>{{#images}}<li><span class="icon icon-image" aria-hidden="true"></span>{{name}} <small>{{size}}</small></li>{{/images}}</ul>{{/hasImages}}\
        {{#hasDocuments}}<h3>Documents</h3><ul>{{#documents}}<li><span class="icon icon-document" aria-hidden="true"></span>{{name}} <small>{{size}}</small></li>{{/documents}}</ul>{{/hasDocuments}}{{/expanded}}
        </section>{{/any}}{{^any}}{{#page}}<p>No attachments.</p>{{/page}}{{/any}}
        """
}
