import Mosaic

/// The demo's data: a few messages, served by an injected service (never a singleton).
struct Message: Sendable {
    let id: Int
    let from: String
    let subject: String
    let attachments: [String]
}

struct MailService: Sendable {
    let messages: [Message] = [
        Message(id: 41, from: "Ada", subject: "Engines", attachments: ["diagram.png", "notes.pdf"]),
        Message(id: 42, from: "Grace", subject: "Compilers", attachments: []),
    ]

    func message(_ id: Int) -> Message? { messages.first { $0.id == id } }
}
