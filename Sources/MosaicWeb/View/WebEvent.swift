/// An event from the page: the `event` field of the form that was sent, with the form's other
/// fields. Reading a field that is missing or of the wrong form throws a ``WebEventError``
/// naming the field and the event.
///
/// ```swift
/// // <form method="post" action="/event">{{> mosaic-event}}
/// //   <input type="hidden" name="id" value="{{id}}"><button name="event" value="open">Open</button></form>
/// let id = try event.intField("id")
/// ```
public struct WebEvent: Sendable, Equatable {
    /// The event's name (the value of the form's `event` field).
    public let name: String
    /// The form's other fields.
    public let fields: [String: String]

    /// Makes an event (for tests, and for hosts that build events themselves).
    ///
    /// ```swift
    /// let event = WebEvent(name: "open", fields: ["id": "42"])
    /// ```
    public init(name: String, fields: [String: String] = [:]) {
        self.name = name
        self.fields = fields
    }

    /// The text of field `key`.
    ///
    /// ```swift
    /// let subject = try event.field("subject")
    /// ```
    public func field(_ key: String) throws(WebEventError) -> String {
        guard let value = fields[key] else { throw WebEventError(event: name, field: key, problem: .missing) }
        return value
    }

    /// Field `key` read as a whole number.
    ///
    /// ```swift
    /// let id = try event.intField("id")
    /// ```
    public func intField(_ key: String) throws(WebEventError) -> Int {
        let text = try field(key)
        guard let value = Int(text) else { throw WebEventError(event: name, field: key, problem: .notANumber) }
        return value
    }
}

/// A field an event handler needs is missing or malformed.
public struct WebEventError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the field.
    public enum Problem: Sendable, Equatable {
        /// The form has no such field.
        case missing
        /// The field is not a whole number.
        case notANumber
        /// The number is not the index of a row (there are `count` rows).
        case outOfRange(Int, count: Int)
    }

    /// The event's name.
    public let event: String
    /// The field.
    public let field: String
    /// What is wrong.
    public let problem: Problem

    /// Describes a bad field.
    ///
    /// ```swift
    /// throw WebEventError(event: "open", field: "id", problem: .missing)
    /// ```
    public init(event: String, field: String, problem: Problem) {
        self.event = event
        self.field = field
        self.problem = problem
    }

    /// `event "open": field "id" is missing`.
    public var description: String {
        switch problem {
        case .missing: "event \"\(event)\": field \"\(field)\" is missing"
        case .notANumber: "event \"\(event)\": field \"\(field)\" is not a whole number"
        case .outOfRange(let value, let count): "event \"\(event)\": field \"\(field)\" is \(value), not a row (there are \(count))"
        }
    }
}
