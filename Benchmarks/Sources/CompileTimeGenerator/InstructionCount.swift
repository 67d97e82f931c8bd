/// Counting the instructions a compile runs, which does not move from one run to the next the
/// way wall time does on a shared machine: the frontend command the driver would run (from
/// `swiftc -###`) is run under `valgrind --tool=callgrind`, whose summary gives the count.
///
/// ```swift
/// let command = InstructionCount.frontendCommand(fromDriverOutput: "/usr/bin/swift-frontend -frontend -c A.swift -O")
/// // ["/usr/bin/swift-frontend", "-frontend", "-c", "A.swift", "-O"]
/// InstructionCount.instructions(fromCallgrindOutput: "==12== Collected : 4235849980")   // 4235849980
/// ```
public enum InstructionCount {
    /// The arguments of the first `swift-frontend` job in the output of `swiftc -###`, split as a
    /// shell would split them (double and single quotes, backslash escapes); nil if there is none.
    public static func frontendCommand(fromDriverOutput output: String) -> [String]? {
        for line in output.split(whereSeparator: \.isNewline) {
            let words = shellWords(String(line))
            if let first = words.first, first.hasSuffix("swift-frontend"), words.contains("-frontend") {
                return words
            }
        }
        return nil
    }

    /// The instruction count of callgrind's summary line (`==pid== Collected : 123`), or nil.
    public static func instructions(fromCallgrindOutput output: String) -> Int? {
        for line in output.split(whereSeparator: \.isNewline) {
            let words = line.split(whereSeparator: \.isWhitespace)
            guard let at = words.firstIndex(of: "Collected"), at + 2 < words.count, words[at + 1] == ":" else { continue }
            if let count = Int(words[at + 2].filter { $0 != "," }) { return count }
        }
        return nil
    }

    /// `line` split into words as a POSIX shell splits a simple command.
    static func shellWords(_ line: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
                inWord = true
            } else if let open = quote {
                if character == open {
                    quote = nil
                } else if character == "\\" && open == "\"" {
                    escaped = true
                } else {
                    current.append(character)
                }
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        if inWord { words.append(current) }
        return words
    }
}
