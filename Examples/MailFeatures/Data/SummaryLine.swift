/// Text cut to fit one line of a list: line breaks become spaces, and text longer than the
/// line may show ends in "…". Length is counted in characters, and in code points too, so that
/// one character made of thousands of combining marks cannot make a row as long as a book.
///
/// ```swift
/// SummaryLine.of("Quarterly report\nsee attached", maximum: 10)   // "Quarterly …"
/// ```
public enum SummaryLine {
    /// `text` on one line, at most `maximum` characters and `4 × maximum` code points before
    /// the "…" that marks a cut.
    ///
    /// ```swift
    /// let subject = SummaryLine.of(message.subject)
    /// ```
    public static func of(_ text: String, maximum: Int = 160) -> String {
        var line = ""
        var characters = 0
        var scalars = 0
        for character in text {
            let scalarCount = character.unicodeScalars.count
            guard characters < maximum, scalars + scalarCount <= maximum * 4 else { return line + "…" }
            line.append(character.isNewline ? " " : character)
            characters += 1
            scalars += scalarCount
        }
        return line
    }
}
