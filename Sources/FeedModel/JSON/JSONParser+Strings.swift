extension JSONParser {
    /// Reads a string and puts it on the tape; checks every escape and every UTF-8 sequence.
    ///
    /// Plain text is skipped eight bytes at a time: one word test finds the first byte that
    /// needs a look (a quote, a backslash, a control character, or a non-ASCII byte).
    mutating func string() throws(JSONSyntaxError) {
        let start = position
        position += 1
        var hasEscapes = false
        while true {
            while position + 8 <= bytes.count {
                let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                let special = Self.specialBytes(in: word)
                if special == 0 {
                    position += 8
                } else {
                    // The lowest flagged byte is exact: false flags only ever sit above a true one.
                    position += special.trailingZeroBitCount >> 3
                    break
                }
            }
            guard position < bytes.count else {
                throw JSONSyntaxError(offset: start, code: .unexpectedEnd, message: "unterminated string: the document ends before its closing quote")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                break
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try escape()
            } else if byte < 0x20 {
                throw JSONSyntaxError(offset: position, code: .controlCharacterInString, message: "unescaped control character \(Self.scalarName(byte)) in a string; write it as an escape such as \\n or \\u00\(Self.hex(byte))")
            } else if byte >= 0x80 {
                guard let length = UTF8Sequence.length(at: position, in: bytes) else { throw invalidUTF8() }
                position += length
            } else {
                position += 1
            }
        }
        tape.append(JSONTapeEntry(kind: .string, flag: hasEscapes, holdsDuplicateKey: false, start: UInt32(start), length: UInt32(position - start - 1), next: UInt32(tape.count + 1)))
        position += 1
    }

    /// One escape: one of `\" \\ \/ \b \f \n \r \t`, or `\u` with four hex digits, a surrogate
    /// only as half of a pair.
    private mutating func escape() throws(JSONSyntaxError) {
        guard position + 1 < bytes.count else {
            throw JSONSyntaxError(offset: position, code: .unexpectedEnd, message: "unterminated string: the document ends inside an escape")
        }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let unit = try hexUnit(at: position + 2)
            switch unit {
            case 0xD800...0xDBFF:
                guard position + 7 < bytes.count, bytes[position + 6] == UInt8(ascii: "\\"), bytes[position + 7] == UInt8(ascii: "u"),
                      let low = Self.hexValue(at: position + 8, in: bytes), (0xDC00...0xDFFF).contains(low) else {
                    throw loneSurrogate()
                }
                position += 12
            case 0xDC00...0xDFFF:
                throw loneSurrogate()
            default:
                position += 6
            }
        default:
            let found = bytes[position + 1] < 0x80 ? Self.quoted(bytes[position + 1]) : "a non-ASCII character"
            throw JSONSyntaxError(offset: position, code: .invalidEscape, message: "invalid escape: '\\' followed by \(found); the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u with four hex digits")
        }
    }

    /// The four hex digits of a `\u` escape at `index`.
    private func hexUnit(at index: Int) throws(JSONSyntaxError) -> UInt16 {
        guard let value = Self.hexValue(at: index, in: bytes) else {
            throw JSONSyntaxError(offset: position, code: .invalidEscape, message: "invalid \\u escape: expected four hexadecimal digits after \\u")
        }
        return value
    }

    private func loneSurrogate() -> JSONSyntaxError {
        let escape = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<(position + 6)]), as: UTF8.self)
        return JSONSyntaxError(offset: position, code: .loneSurrogate, message: "invalid \\u escape: \(escape) is half of a UTF-16 surrogate pair and its other half is missing; strings must be valid Unicode")
    }

    func invalidUTF8() -> JSONSyntaxError {
        JSONSyntaxError(offset: position, code: .invalidUTF8, message: "invalid UTF-8 (byte 0x\(Self.hex(bytes[position]))); layouts must be UTF-8 text")
    }

    /// The value of four hex digits at `index`, or nil.
    static func hexValue(at index: Int, in bytes: UnsafeRawBufferPointer) -> UInt16? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt16 = 0
        for offset in index..<(index + 4) {
            guard let digit = HexDigit.value(bytes[offset]) else { return nil }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// A word with the high bit set in each byte that is a quote, a backslash, below U+0020,
    /// or not ASCII (the bit tricks of "Bit Twiddling Hacks": haszero and hasless).
    @inline(__always)
    static func specialBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let quoteFound = (quote &- ones) & ~quote
        let backslashFound = (backslash &- ones) & ~backslash
        let controlFound = (word &- ones &* 0x20) & ~word
        return (quoteFound | backslashFound | controlFound | word) & highs
    }
}
