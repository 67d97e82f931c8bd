import Foundation

/// The mail a new demo mailbox starts with: a few weeks of believable mail between colleagues,
/// friends and the services people get mail from, with threads, attachments (pictures shown in
/// the body), a newsletter written in HTML and messages still unread. Every person, address and
/// company is made up.
///
/// ```swift
/// let mailbox = try Mailbox(directory: "mail-data", samples: DemoMailbox.messages())
/// ```
public enum DemoMailbox {
    private struct Person {
        let name: String
        let address: String
    }

    private static let maya = Person(name: "Maya Okafor", address: "maya@northwind.example")
    private static let lukas = Person(name: "Lukas Brandt", address: "lukas.brandt@northwind.example")
    private static let sofia = Person(name: "Sofia Marquez", address: "sofia@marquez-studio.example")
    private static let hiroshi = Person(name: "Hiroshi Tanaka", address: "h.tanaka@tanaka-law.example")
    private static let priya = Person(name: "Priya Raman", address: "priya.raman@example.org")
    private static let tomas = Person(name: "Tomás Silva", address: "tomas@silva-homes.example")
    private static let amira = Person(name: "Amira Haddad", address: "amira.haddad@example.com")
    private static let lena = Person(name: "Lena Fischer", address: "lena@fischer.example")
    private static let travel = Person(name: "Northwind Travel", address: "bookings@travel.example")
    private static let bank = Person(name: "Harbor Bank", address: "statements@harborbank.example")
    private static let library = Person(name: "City Library", address: "notices@library.example")
    private static let byte = Person(name: "The Weekly Byte", address: "newsletter@weeklybyte.example")
    private static let ci = Person(name: "Northwind CI", address: "ci@northwind.example")

    /// One message: who, what, how long ago (hours before the newest), its files.
    private struct Draft {
        let from: Person
        let subject: String
        let hoursAgo: Int
        var body: String
        var files: [(String, Int)] = []
        var isRead = true
        var isHTML = false
    }

    /// The messages, ids 1…count with the newest the highest, dated back from late November 2026.
    ///
    /// ```swift
    /// let messages = DemoMailbox.messages()
    /// ```
    public static func messages() -> [MailMessage] {
        let newest = Date(timeIntervalSince1970: 1_795_773_600)   // 27 Nov 2026, 09:00 UTC
        let drafts = Self.drafts.sorted { $0.hoursAgo > $1.hoursAgo }
        return drafts.enumerated().map { index, draft in
            let attachments = draft.files.map { name, size in
                MailMessage.Attachment(name: name, size: size, isImage: name.hasSuffix(".png") || name.hasSuffix(".jpg"))
            }
            return MailMessage(
                id: index + 1, from: draft.from.name, address: draft.from.address, subject: draft.subject,
                body: draft.body, date: newest.addingTimeInterval(-Double(draft.hoursAgo) * 3_600), attachments: attachments,
                isRead: draft.isRead, isHTML: draft.isHTML)
        }
    }

    private static let drafts: [Draft] = [
        Draft(from: maya, subject: "Q3 roadmap draft", hoursAgo: 2, body: """
            Hi,

            Here is the first draft of the roadmap for next quarter. The big items are the new onboarding, offline mode for the mobile apps and moving billing to the new provider.

            Could you read it before Thursday's planning meeting? Comments in the document are fine, or just reply here.

            Thanks,
            Maya
            """, files: [("Q3-roadmap-draft.pdf", 412_000)], isRead: false),
        Draft(from: lukas, subject: "Re: Q3 roadmap draft", hoursAgo: 1, body: """
            Offline mode is a lot bigger than one line on a slide. Syncing edits made on two devices while both were offline needs a design of its own before we promise a date.

            I'd split it: read-only offline in Q3, editing offline in Q4.

            Lukas

            > Here is the first draft of the roadmap for next quarter.
            """, isRead: false),
        Draft(from: sofia, subject: "Design review: onboarding screens", hoursAgo: 5, body: """
            Hello!

            The third round of the onboarding screens is ready. The welcome screen is simpler now and the permissions step explains why we ask before the system dialog shows.

            [image: onboarding-v3.png]

            The notes go through each screen. Happy to walk you through them on a call.

            Sofia
            """, files: [("onboarding-v3.png", 1_240_000), ("onboarding-v3-notes.pdf", 220_000)], isRead: false),
        Draft(from: ci, subject: "Build 4812 failed on main", hoursAgo: 7, body: """
            Build 4812 failed on main.

            Failing test: SyncEngineTests.testConflictingEditsMergeByFieldAndKeepTheNewestValueForEachFieldWhenBothDevicesWereOffline
            Commit: 9c41e7a "Merge edits by field" (Lukas Brandt)

            See the log for details.
            """, files: [("build-4812.log", 88_000)]),
        Draft(from: lukas, subject: "Re: Build 4812 failed on main", hoursAgo: 6, body: """
            That one's mine, the test expected the old merge order. Fixed in 4813, sorry for the noise.
            """),
        Draft(from: priya, subject: "Dinner on Saturday?", hoursAgo: 20, body: """
            Hey!

            We're finally back from the move. Would you like to come over for dinner on Saturday? Around seven. I'm trying the lentil recipe from your birthday.

            Priya
            """),
        Draft(from: priya, subject: "Re: Dinner on Saturday?", hoursAgo: 9, body: """
            Perfect, see you at seven! The new address is 14 Garden Lane, third floor. The bell doesn't work yet, just call when you're outside.
            """, isRead: false),
        Draft(from: amira, subject: "Photos from Tangier (صور من طنجة)", hoursAgo: 26, body: """
            Hi!

            Finally sorted the photos from our week in Tangier. My favourites are below, the rest are in the shared album.

            [image: medina-morning.jpg]

            The sunset one was taken from the café terrace we couldn't find again on the last day.

            [image: sunset-terrace.jpg]

            شكراً for organising everything,
            Amira
            """, files: [("medina-morning.jpg", 2_310_000), ("sunset-terrace.jpg", 1_980_000), ("market-spices.jpg", 2_050_000),
                         ("harbour.jpg", 1_760_000)]),
        Draft(from: travel, subject: "Your trip to Lisbon: itinerary", hoursAgo: 30, body: """
            Dear traveller,

            Thank you for booking with Northwind Travel. Your itinerary for the team offsite is attached.

            Flight: NW 482, Tuesday 8 December, departs 07:40, arrives 10:15
            Hotel: Casa do Rio, 3 nights, breakfast included
            Return: NW 487, Friday 11 December, departs 18:05

            The hotel is a ten-minute walk from the metro:

            [image: hotel-map.png]

            Have a good trip!
            """, files: [("itinerary-lisbon.pdf", 96_000), ("hotel-map.png", 540_000)]),
        Draft(from: byte, subject: "The Weekly Byte #142: faster SQLite, Swift 6.3", hoursAgo: 34, body: """
            <html><head><style>body { font-family: Georgia }</style></head><body>
            <h1>The Weekly Byte</h1>
            <p>This week: <b>write-ahead logging</b> explained, what's new in <a href="https://example.com/swift">Swift 6.3</a>, and a reader's question on testing without a device.</p>
            <h2>WAL, briefly</h2>
            <p>Readers don't block writers, writers don't block readers, and a checkpoint moves pages back into the database file now and then.</p>
            <p>Until next week!</p>
            <img src="https://track.weeklybyte.example/open.gif" width="1" height="1">
            <script>trackOpen()</script>
            </body></html>
            """, isHTML: true),
        Draft(from: hiroshi, subject: "Contract review: comments", hoursAgo: 50, body: """
            Good afternoon,

            Please find my comments on the supplier contract attached. Two points need your decision before we reply:

            1. The liability cap in section 9 is lower than we discussed.
            2. The renewal is automatic unless cancelled 90 days ahead; I suggest 30.

            Kind regards,
            Hiroshi Tanaka
            """, files: [("supplier-contract-v2-comments.pdf", 310_000)]),
        Draft(from: maya, subject: "Planning meeting moved to Thursday 14:00", hoursAgo: 52, body: """
            Quick note: the planning meeting is now Thursday at 14:00 in the big room, so that Lukas can join after his dentist appointment.
            """),
        Draft(from: bank, subject: "Your statement for October", hoursAgo: 70, body: """
            Your statement for October 2026 is ready.

            For your security, we never ask for your password by email.
            """, files: [("statement-2026-10.pdf", 145_000)]),
        Draft(from: lena, subject: "My talk got accepted!", hoursAgo: 75, body: """
            Guess what: the conference accepted my talk about accessibility testing! It's in March, in Berlin.

            Would you have an hour next week to listen to a first run-through? I'd love honest feedback.

            Lena
            """),
        Draft(from: tomas, subject: "Lease renewal", hoursAgo: 96, body: """
            Hello,

            Your lease ends on 31 January. I've attached the renewal for 2027; the rent stays the same. If everything is fine, please sign and send it back by the end of December.

            Best,
            Tomás Silva
            """, files: [("lease-renewal-2027.pdf", 188_000)]),
        Draft(from: library, subject: "Two books due on Monday", hoursAgo: 100, body: """
            The following items are due on Monday 30 November:

            - The Design of Everyday Things
            - A Philosophy of Software Design

            You can renew them online once more.
            """),
        Draft(from: sofia, subject: "Invoice 2026-118", hoursAgo: 120, body: """
            Hi,

            Attached is the invoice for the onboarding work in October. Payment within 30 days as usual.

            Thank you!
            Sofia
            """, files: [("invoice-2026-118.pdf", 64_000)]),
        Draft(from: lukas, subject: "Sync engine design notes", hoursAgo: 140, body: """
            I wrote down how I think offline editing could work: every change is an operation with the field it changes and a timestamp from a hybrid clock; merging keeps the newest value per field.

            The part I'm unsure about is deleted items that were edited on another device while offline. Opinions welcome.
            """, files: [("sync-design.pdf", 280_000), ("merge-diagram.png", 460_000)]),
        Draft(from: byte, subject: "The Weekly Byte #141: testing without a device", hoursAgo: 202, body: """
            <html><body>
            <h1>The Weekly Byte</h1>
            <p>How teams test their apps' screens <i>without</i> a simulator: headless hosts, fake clocks and recorded transitions.</p>
            <p><a href="https://example.com/unsubscribe">Unsubscribe</a></p>
            </body></html>
            """, isHTML: true),
        Draft(from: maya, subject: "Welcome to the team!", hoursAgo: 230, body: """
            Welcome aboard! Your laptop is on your desk and your accounts should work by tomorrow morning.

            Lukas will show you around the code this week, and Sofia is the person to ask about anything design.

            See you at lunch,
            Maya
            """),
        Draft(from: travel, subject: "Price alert: Lisbon from 89 €", hoursAgo: 260, body: """
            Prices for flights to Lisbon dropped this week. Fares from 89 € for travel in December.
            """),
        Draft(from: priya, subject: "Moving boxes", hoursAgo: 290, body: """
            Do you still have those moving boxes from last year? We need about ten. I can pick them up on Sunday.
            """),
        Draft(from: amira, subject: "Tangier: what to pack", hoursAgo: 320, body: """
            It's warmer than here but evenings get cool, so bring a jumper. Comfortable shoes for the medina!
            """),
        Draft(from: hiroshi, subject: "Supplier contract: first reading", hoursAgo: 340, body: """
            I've received the supplier contract and will send my comments within two weeks.
            """),
        Draft(from: lena, subject: "Accessibility checklist", hoursAgo: 370, body: """
            As promised, my checklist for reviewing screens: labels, contrast, dynamic type, focus order, and what a screen reader says on every control.
            """, files: [("a11y-checklist.pdf", 52_000)]),
        Draft(from: ci, subject: "Build 4790 passed on main", hoursAgo: 380, body: """
            Build 4790 passed on main in 14 minutes.
            """),
        Draft(from: bank, subject: "Your statement for September", hoursAgo: 420, body: """
            Your statement for September 2026 is ready.
            """, files: [("statement-2026-09.pdf", 139_000)]),
        Draft(from: sofia, subject: "Moodboard for the new onboarding", hoursAgo: 450, body: """
            A first moodboard: calm colours, one idea per screen, and illustrations instead of screenshots.

            [image: moodboard.png]
            """, files: [("moodboard.png", 1_870_000)]),
        Draft(from: maya, subject: "Offsite: Lisbon it is", hoursAgo: 470, body: """
            The vote is in: the offsite will be in Lisbon, 8 to 11 December. Northwind Travel will book flights and the hotel for everyone.
            """),
        Draft(from: library, subject: "Your reservation is ready", hoursAgo: 500, body: """
            "A Philosophy of Software Design" is ready for pick-up at the main branch until 20 November.
            """),
    ]
}
