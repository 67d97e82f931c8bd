/// How the mail service answers the screens that load from it asynchronously: at once
/// (``prompt``), late and now and then not at all (``slow(latency:failureRate:)``, the demo's
/// `--slow`), or as a test decides (``init(answer:)``). While it has not answered, screens show
/// their placeholders; what arrives later reaches the open page over the live stream.
///
/// ```swift
/// let mailbox = try Mailbox(directory: "mail-data", service: .slow(latency: .seconds(1), failureRate: 0.3))
/// ```
public struct MailService: Sendable {
    /// Waits for the service's answer; throwing is the service failing.
    let answer: (@Sendable () async throws -> Void)?

    /// Answers at once, never fails: screens load without placeholders.
    public static let prompt = MailService(answer: nil)

    /// Answers after `latency`, failing `failureRate` of the time (0…1). `Duration` and
    /// `Task.sleep(for:)` need iOS 16 / macOS 13; on older systems, pass a service made with
    /// ``init(answer:)`` that sleeps with `Task.sleep(nanoseconds:)`.
    ///
    /// ```swift
    /// let service = MailService.slow(latency: .milliseconds(800), failureRate: 0.3)
    /// ```
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public static func slow(latency: Duration, failureRate: Double) -> MailService {
        MailService {
            try await Task.sleep(for: latency)
            if Double.random(in: 0..<1) < failureRate { throw ServiceUnavailable() }
        }
    }

    /// A service whose every answer is `answer` (returning: it answered; throwing: it failed).
    ///
    /// ```swift
    /// let service = MailService { try await gate.wait() }
    /// ```
    public init(answer: (@Sendable () async throws -> Void)?) {
        self.answer = answer
    }

    /// Whether screens load from it asynchronously (everything but ``prompt``).
    public var isAsynchronous: Bool { answer != nil }
}
