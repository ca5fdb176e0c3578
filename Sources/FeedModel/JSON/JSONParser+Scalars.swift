extension JSONParser {
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`, and nothing else.
    mutating func number() throws(JSONSyntaxError) {
        let start = position
        if bytes[position] == UInt8(ascii: "-") {
            position += 1
        }
        guard position < bytes.count, Self.isDigit(bytes[position]) else {
            throw JSONSyntaxError(offset: start, code: .invalidNumber, message: "invalid number: expected a digit after '-'")
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, Self.isDigit(bytes[position]) {
                throw JSONSyntaxError(offset: start, code: .invalidNumber, message: "invalid number: a leading zero must not be followed by digits")
            }
        } else {
            skipDigits()
        }
        var isInteger = true
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < bytes.count, Self.isDigit(bytes[position]) else {
                throw JSONSyntaxError(offset: start, code: .invalidNumber, message: "invalid number: expected a digit after '.'")
            }
            skipDigits()
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard position < bytes.count, Self.isDigit(bytes[position]) else {
                throw JSONSyntaxError(offset: start, code: .invalidNumber, message: "invalid number: expected a digit in the exponent")
            }
            skipDigits()
        }
        tape.append(JSONTapeEntry(kind: .number, flag: isInteger, holdsDuplicateKey: false, start: UInt32(start), length: UInt32(position - start), next: UInt32(tape.count + 1)))
    }

    private mutating func skipDigits() {
        while position < bytes.count, Self.isDigit(bytes[position]) {
            position += 1
        }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// `true`, `false` or `null`, spelled exactly.
    mutating func literal(_ word: StaticString, _ kind: JSONTapeEntry.Kind) throws(JSONSyntaxError) {
        let length = word.utf8CodeUnitCount
        let matches = position + length <= bytes.count
            && (0..<length).allSatisfy { bytes[position + $0] == word.utf8Start[$0] }
        guard matches else {
            throw JSONSyntaxError(offset: position, code: position + length > bytes.count ? .unexpectedEnd : .unexpectedCharacter, message: "invalid literal: expected '\(word)'")
        }
        tape.append(JSONTapeEntry(kind: kind, flag: false, holdsDuplicateKey: false, start: UInt32(position), length: UInt32(length), next: UInt32(tape.count + 1)))
        position += length
    }
}
