extension JSONValue {
    /// The member `key` of an object (nil for other values or a missing key).
    public func member(_ key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// This object with member `key` set to `value`: replaced where it was, or added at the end.
    /// Any other value becomes an object holding only that member.
    ///
    /// ```swift
    /// let report = try JSONParser.parse(old).settingMember("compile_time", to: figures)
    /// ```
    public func settingMember(_ key: String, to value: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return .object([(key, value)]) }
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }
}

extension JSONValue {
    /// This object with each member of `keys` that `previous` has, and this object lacks, added
    /// at the end as it was: how one tool rewrites `results.json` without dropping the part
    /// another tool wrote.
    ///
    /// ```swift
    /// let report = fresh.carryingOver(["compile_time"], from: try? JSONParser.parse(oldText))
    /// ```
    public func carryingOver(_ keys: [String], from previous: JSONValue?) -> JSONValue {
        guard let previous else { return self }
        var result = self
        for key in keys where member(key) == nil {
            if let kept = previous.member(key) { result = result.settingMember(key, to: kept) }
        }
        return result
    }
}
