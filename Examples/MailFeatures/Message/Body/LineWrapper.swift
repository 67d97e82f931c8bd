/// Breaks long lines of a message body into lines of at most `width` characters: at spaces when
/// it can, inside a word when a word alone is longer than a line (a long URL, a run of dashes),
/// so a body never pushes the screen wider than it is.
///
/// ```swift
/// LineWrapper(width: 10).wrap("a-very-long-word")   // ["a-very-lon", "g-word"]
/// ```
public struct LineWrapper: Sendable {
    /// The longest line, in characters (at least 1).
    public let width: Int

    /// Wraps at `width` characters.
    ///
    /// ```swift
    /// let wrapper = LineWrapper(width: 72)
    /// ```
    public init(width: Int) { self.width = max(1, width) }

    /// The lines of `line`, each at most ``width`` characters; an empty line stays one empty line.
    ///
    /// ```swift
    /// let lines = LineWrapper(width: 72).wrap(text)
    /// ```
    public func wrap(_ line: String) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            var word = Substring(word)
            let needed = current.isEmpty ? word.count : current.count + 1 + word.count
            if needed <= width {
                current += current.isEmpty ? String(word) : " " + word
                continue
            }
            if !current.isEmpty {
                lines.append(current)
                current = ""
            }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            current = String(word)
        }
        lines.append(current)
        return lines
    }
}
