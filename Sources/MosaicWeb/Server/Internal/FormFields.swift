import Foundation

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

    private static func decode(_ text: Substring, field: Int) throws(WebRequestError) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        guard let decoded = spaced.removingPercentEncoding else {
            throw WebRequestError(.badRequest, "malformed form: field \(field + 1) has a bad %-escape")
        }
        return decoded
    }
}
