/// Reads an `application/x-www-form-urlencoded` body, refusing malformed ones with a
/// ``WebRequestError`` (400) that says what was wrong.
enum FormFields {
    /// Most fields one form may send.
    static let maximumFields = 256

    static func parse(_ body: String) throws(WebRequestError) -> [String: String] {
        var fields: [String: String] = [:]
        guard !body.isEmpty else { return fields }
        // Read as bytes: `&`, `=`, `+` and `%` are ASCII, and splitting by them keeps UTF-8 whole.
        let bytes = Array(body.utf8)
        let pairs = bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: false)
        guard pairs.count <= maximumFields else {
            throw WebRequestError(.badRequest, "malformed form: more than \(maximumFields) fields")
        }
        for (index, pair) in pairs.enumerated() {
            let equals = pair.firstIndex(of: UInt8(ascii: "="))
            let key = try decode(pair[..<(equals ?? pair.endIndex)], field: index)
            let value = if let equals { try decode(pair[(equals + 1)...], field: index) } else { "" }
            guard !key.isEmpty else { throw WebRequestError(.badRequest, "malformed form: field \(index + 1) has no name") }
            guard fields[key] == nil else {
                throw WebRequestError(.badRequest, "malformed form: field \"\(key.prefix(64))\" is sent twice")
            }
            fields[key] = value
        }
        return fields
    }

    /// `+` is a space and `%XX` a byte; the bytes must spell UTF-8.
    private static func decode(_ text: ArraySlice<UInt8>, field: Int) throws(WebRequestError) -> String {
        guard text.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else {
            // Whole UTF-8 already: cut from a valid body at ASCII bytes.
            return String(decoding: text, as: UTF8.self)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var iterator = text.makeIterator()
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
