extension JSONParser {
    /// The error for the character at the current position, which is not what the grammar
    /// allows there: "expected ':' after the key, found '}'".
    func unexpected(_ expected: String, code: DiagnosticCode = .unexpectedCharacter) -> JSONSyntaxError {
        guard position < bytes.count else {
            return JSONSyntaxError(offset: position, code: .unexpectedEnd, message: "expected \(expected), found the end of the document")
        }
        let byte = bytes[position]
        if byte >= 0x80, UTF8Sequence.length(at: position, in: bytes) == nil {
            return invalidUTF8()
        }
        return JSONSyntaxError(offset: position, code: hintedCode ?? code, message: "expected \(expected), found \(found)" + (hint.map { "; \($0)" } ?? ""))
    }

    /// The character at the current position as a person reads it.
    private var found: String {
        let byte = bytes[position]
        if byte < 0x80 {
            return Self.quoted(byte)
        }
        let length = UTF8Sequence.length(at: position, in: bytes) ?? 1
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<(position + length)]), as: UTF8.self)
        let scalar = text.unicodeScalars.first.map { "U+" + String($0.value, radix: 16, uppercase: true) } ?? ""
        return "'\(text)' (\(scalar))"
    }

    /// What people usually meant by a character JSON does not allow.
    private var hint: String? {
        switch bytes[position] {
        case UInt8(ascii: "/"): "comments are not allowed in JSON"
        case UInt8(ascii: "'"): "JSON strings take double quotes"
        case UInt8(ascii: "N"): "NaN is not a JSON number"
        case UInt8(ascii: "I"): "Infinity is not a JSON number"
        case UInt8(ascii: "+"): "a JSON number has no '+' sign"
        case UInt8(ascii: "."): "a JSON number starts with a digit: write 0.5, not .5"
        default: nil
        }
    }

    /// Characters that start a number JSON does not allow are number errors: `+1`, `.5`, and
    /// `NaN` and `Infinity` spelled out.
    private var hintedCode: DiagnosticCode? {
        switch bytes[position] {
        case UInt8(ascii: "+"), UInt8(ascii: "."): .invalidNumber
        case UInt8(ascii: "N") where startsWith("NaN"), UInt8(ascii: "I") where startsWith("Infinity"): .invalidNumber
        default: nil
        }
    }

    /// Whether the text at the current position starts with `word`.
    private func startsWith(_ word: String) -> Bool {
        let letters = Array(word.utf8)
        return position + letters.count <= bytes.count && zip(bytes[position..<(position + letters.count)], letters).allSatisfy { $0 == $1 }
    }

    /// `'x'` for printable ASCII, `U+0009` for controls and DEL.
    static func quoted(_ byte: UInt8) -> String {
        (0x20..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : scalarName(byte)
    }

    static func scalarName(_ byte: UInt8) -> String {
        "U+00" + hex(byte)
    }

    /// Two uppercase hex digits.
    static func hex(_ byte: UInt8) -> String {
        (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }
}
