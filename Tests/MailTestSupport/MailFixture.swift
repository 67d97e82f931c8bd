import Foundation
import MailFeatures

/// The mailbox the mail tests run against: ordinary mail mixed with hostile strings in every
/// field, long lines, and attachments (images and documents), so that a host's escaping and
/// layout are exercised by the data itself.
public enum MailFixture {
    /// Strings a host must show as text, never run or parse.
    public static let hostile = [
        "<script>alert('subject')</script>",
        "\"><img src=x onerror=alert(1)>",
        "' onmouseover='alert(2)' x='",
        "javascript:alert(3)",
        "<svg/onload=alert(4)>",
        "</title><script>alert(5)</script>",
        "<iframe src=\"javascript:alert(6)\"></iframe>",
        "{{mosaic.token}} {{{slots.page}}}",
        "&amp; &lt;b&gt; \u{202E}evil\u{202C}",
        "<a href=\"javascript:alert(7)\">click</a>",
        "<style>body{display:none}</style>",
        "\u{0000}nul and\ttab",
        "<img src=x onerror=\"window.__mosaicXSS='img'\">",
        "<body onload=alert(8)>",
        "<svg><script>alert(9)</script></svg>",
        "<math><mtext><img src=x onerror=alert(10)></mtext></math>",
        "<details open ontoggle=alert(11)>",
        "<input autofocus onfocus=alert(12)>",
        "<video><source onerror=alert(13)></video>",
        "<audio src=x onerror=alert(14)>",
        "<marquee onstart=alert(15)>",
        "<object data=\"javascript:alert(16)\"></object>",
        "<embed src=\"javascript:alert(17)\">",
        "<form action=\"javascript:alert(18)\"><button>go</button></form>",
        "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(19)\">",
        "<base href=\"javascript:alert(20)//\">",
        "<link rel=stylesheet href=\"javascript:alert(21)\">",
        "<table background=\"javascript:alert(22)\">",
        "\" autofocus onfocus=\"alert(23)",
        "'><script>window.__mosaicXSS='quote'</script>",
        "</textarea><script>alert(24)</script>",
        "</style><script>alert(25)</script>",
        "<!--<script>alert(26)</script>-->",
        "<scr<script>ipt>alert(27)</scr</script>ipt>",
        "<ScRiPt>alert(28)</sCrIpT>",
        "<script src=data:text/javascript,alert(29)></script>",
        "<a href=\"jav&#x09;ascript:alert(30)\">tab</a>",
        "<a href=\"data:text/html,<script>alert(31)</script>\">data</a>",
        "<div style=\"background:url(javascript:alert(32))\">",
        "<svg><a xlink:href=\"javascript:alert(33)\"><text y=20>x</text></a></svg>",
        "<svg><animate onbegin=alert(34) attributeName=x dur=1s>",
        "<isindex action=javascript:alert(35) type=image>",
        "{{#mosaic}}<script>alert(36)</script>{{/mosaic}}",
        "${alert(37)} `${window.__mosaicXSS='template'}`",
        "\u{2028}<script>alert(38)</script>\u{2029}",
        "%3Cscript%3Ealert(39)%3C%2Fscript%3E",
        "&#60;script&#62;alert(40)&#60;/script&#62;",
        "<img src=\"x\" onerror=\"eval(atob('YWxlcnQoNDEp'))\">",
        "<noscript><p title=\"</noscript><img src=x onerror=alert(42)>\">",
        "<template><img src=x onerror=alert(43)></template>",
        "<iframe srcdoc=\"<script>parent.__mosaicXSS='srcdoc'</script>\"></iframe>",
    ]

    private static let senders = [
        ("Ada Lovelace", "ada@example.org"), ("Grace Hopper", "grace@example.org"),
        ("Alan Turing", "alan@example.org"), ("Edsger Dijkstra", "ewd@example.org"),
        ("Barbara Liskov", "liskov@example.org"), ("Ken Thompson", "ken@example.org"),
    ]
    private static let subjects = [
        "Engines", "Compilers", "Computable numbers", "Goto considered harmful", "Substitution", "Unix",
    ]

    /// `count` messages, ids 1…count, newest with the highest id; every fifth carries hostile
    /// strings in each of its fields, every tenth (ids 1, 11, …) has an HTML body, and messages
    /// with an image attached show it inline (`[image: NAME]` in the body).
    ///
    /// ```swift
    /// let messages = MailFixture.messages(count: 200)
    /// ```
    public static func messages(count: Int) -> [MailMessage] {
        let start = Date(timeIntervalSince1970: 1_780_000_000)
        return (1...max(count, 1)).map { id in
            let sender = senders[id % senders.count]
            let isHostile = id % 5 == 0
            // Every fifth message is hostile, each with the next payload: message 10 has the first.
            let payload = hostile[(id / 5 + hostile.count - 2) % hostile.count]
            let longLine = String(repeating: "a-very-long-word-without-spaces-", count: 1 + id % 12)
            var attachments: [MailMessage.Attachment] = []
            if id % 3 == 0 { attachments.append(.init(name: "diagram-\(id).png", size: 48_000 + id, isImage: true)) }
            if id % 4 == 0 { attachments.append(.init(name: "notes-\(id).pdf", size: 120_000 + id, isImage: false)) }
            if isHostile { attachments.append(.init(name: payload, size: id, isImage: id % 2 == 0)) }
            let isHTML = id % 10 == 1
            let inline = attachments.first(where: \.isImage).map { "\n[image: \($0.name)]" } ?? ""
            let body: String
            if isHTML {
                body = "<p>Hello,</p><p>This is <b>message \(id)</b> in HTML.<br>\(longLine)</p>"
                    + "<script>alert('body \(id)')</script><img src=x onerror=\"alert(\(id))\">"
                    + "<style>body{display:none}</style><p>&lt;escaped&gt; &amp; \(sender.0)</p>"
            } else if isHostile {
                body = "Hello,\n\(payload)\n\(longLine)\(inline)\nBye"
            } else {
                body = "Hello,\n\nThis is message \(id).\n\(longLine)\(inline)\n\n— \(sender.0)"
            }
            return MailMessage(
                id: id,
                from: isHostile ? payload : sender.0,
                address: isHostile ? "\(payload)@example.org" : sender.1,
                subject: isHostile ? payload : "\(subjects[id % subjects.count]) #\(id)",
                body: body,
                date: start.addingTimeInterval(Double(id) * 3_600),
                attachments: attachments,
                isRead: id % 7 == 0, isHTML: isHTML)
        }
    }
}
