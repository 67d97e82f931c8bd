/// Reads the machine-code size of an object file from the output of `size -A`: the sum of
/// every `.text` section (`.text` itself and the `.text.<symbol>` sections a compiler emits one
/// per function).
///
/// ```swift
/// TextSize.bytes(fromSizeOutput: ".text 7390 0\n.text.$s4Regs 288 0\n.data 8 0")   // 7678
/// ```
public enum TextSize {
    public static func bytes(fromSizeOutput output: String) -> Int {
        var total = 0
        for line in output.split(whereSeparator: \.isNewline) {
            let fields = line.split(whereSeparator: \.isWhitespace)
            guard fields.count >= 2, fields[0] == ".text" || fields[0].hasPrefix(".text."),
                let bytes = Int(fields[1])
            else { continue }
            total += bytes
        }
        return total
    }
}
