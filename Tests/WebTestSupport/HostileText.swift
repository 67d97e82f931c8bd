import PropertyBased

/// Text built to break what draws it: markup characters next to the Unicode that changes how
/// they group into characters (prepend scalars before them, combining marks after them, joiners),
/// direction overrides and isolates, right-to-left letters, emoji sequences and whole tags.
public enum HostileText {
    /// Scalars that join the character after them into one grapheme cluster.
    public static let prepends = ["\u{600}", "\u{601}", "\u{602}", "\u{603}", "\u{604}", "\u{605}", "\u{6DD}", "\u{70F}", "\u{8E2}", "\u{110BD}", "\u{110CD}"]
    /// Marks that join the character before them.
    public static let combining = ["\u{301}", "\u{338}", "\u{20D2}", "\u{FE0F}", "\u{1F3FB}", "\u{E0041}"]
    /// Direction marks, overrides and isolates, right-to-left letters and digits.
    public static let bidi = ["\u{202E}", "\u{202D}", "\u{202A}", "\u{202B}", "\u{202C}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}", "\u{200F}", "\u{61C}", "א", "ب", "١"]
    /// Joiners and emoji made of several scalars.
    public static let joined = ["\u{200D}", "\u{200C}", "👩‍💻", "🏳️‍🌈", "🇫🇷", "👍🏽", "e\u{301}", "한"]
    /// What HTML is made of.
    public static let markup = ["<", ">", "\"", "'", "&", "/", "=", " ", "\n", "<b>", "</p>", "<!--", "-->", "&lt;", "&#60;", "<meta http-equiv=refresh content=0;url=//x>", "<img src=x onerror=alert(1)>", "javascript:", "a", "Z", "0"]

    /// Every piece the generator joins.
    public static let pieces = prepends + combining + bidi + joined + markup

    /// Strings of up to `length` pieces, markup mixed with the hard cases.
    public static func generator(length: ClosedRange<Int> = 0...12) -> Generator<String, some SendableSequenceType> {
        Gen.element(of: pieces).map { $0 ?? "" }.array(of: length).map { $0.joined() }
    }
}
