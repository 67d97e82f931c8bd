/// Reads an `application/x-www-form-urlencoded` body, refusing malformed ones with a
/// ``WebRequestError`` (400) that says what was wrong.
enum FormFields {
    /// Most fields one form may send.
    static let maximumFields = 256

    static func parse(_ body: String) throws(WebRequestError) -> [String: String] {
        var fields: [String: String] = [:]
        guard !body.isEmpty else { return fields }
        let pairs = body.split(separator: "&", omittingEmptySubsequences: false)
        guard pairs.count <= maximumFields else {
            throw WebRequestError(.badRequest, "malformed form: more than \(maximumFields) fields")
        }
        for (index, pair) in pairs.enumerated() {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let key = try decode(parts[0], field: index)
            let value = parts.count > 1 ? try decode(parts[1], field: index) : ""
            guard !key.isEmpty else { throw WebRequestError(.badRequest, "malformed form: field \(index + 1) has no name") }
            guard fields[key] == nil else {
                throw WebRequestError(.badRequest, "malformed form: field \"\(key.prefix(64))\" is sent twice")
            }
            fields[key] = value
        }
        return fields
    }

    /// `+` is a space and `%XX` a byte; the bytes must spell UTF-8.
    private static func decode(_ text: Substring, field: Int) throws(WebRequestError) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+"):
                bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    throw WebRequestError(.badRequest, "malformed form: field \(field + 1) has a bad %-escape")
                }
                bytes.append(high << 4 | low)
            default:
                bytes.append(byte)
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else {
            throw WebRequestError(.badRequest, "malformed form: field \(field + 1) has a bad %-escape (not UTF-8)")
        }
        return decoded
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
