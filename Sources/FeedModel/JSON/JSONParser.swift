/// The strict RFC 8259 parser: one pass over the bytes, no recursion, building a tape.
///
/// Every byte of the document is checked, values under keys nobody reads included, with no
/// leniency: no trailing comma, no leading zero, no comment, no escape outside the nine, no lone
/// surrogate, no raw control character in a string, UTF-8 only, nothing after the top-level
/// value. The first problem ends the parse with its byte offset (`JSONSyntaxError`).
///
/// The tape (simdjson's and ZippyJSON's idea) lists every value in document order with its byte
/// offset, so the decoder reads values without parsing them again and every diagnostic can
/// name its line and column. An array can be *streamed*: each of its elements is handed to the
/// caller as soon as it is complete and then dropped from the tape, so a feed's modules are
/// decoded one at a time and the tape never holds more than one of them.
///
/// - Complexity: O(n) time; the tape is 16 bytes a value (of the values kept).
struct JSONParser: ~Copyable {
    /// The deepest nesting of arrays and objects accepted.
    static let maxDepth = 512

    /// Decides, as an array opens, whether its elements are streamed: its depth (0 at the top
    /// level), and the key it is the value of, when its parent is an object.
    typealias StreamChoice = (_ depth: Int, _ key: JSONTapeEntry?) -> Bool
    /// Receives one complete element of a streamed array: the tape so far, the element's first
    /// entry, its index in the array and the byte offset just past its text. The element is
    /// dropped from the tape afterwards.
    typealias ElementHandler = (_ tape: UnsafeBufferPointer<JSONTapeEntry>, _ entry: Int, _ index: Int, _ end: Int) -> Void

    /// An array or object whose closing bracket has not come yet.
    struct OpenContainer {
        var entry: Int
        var isObject: Bool
        var count: UInt32 = 0
        var streams = false
        /// Where the current element starts on the tape, for a streamed array.
        var elementStart = 0
        /// An object: one bit for each of its keys' hashes so far (`key()`).
        var keyBits: UInt64 = 0
        /// An object: two keys so far share a bit, or one has an escape; compare them as it closes.
        var mayRepeatKey = false
        /// Some object inside this container has two equal keys.
        var holdsDuplicateKey = false
    }

    let bytes: UnsafeRawBufferPointer
    var position = 0
    var tape: ParserBuffer<JSONTapeEntry>
    var stack = ParserBuffer<OpenContainer>(capacity: 64)
    let streamChoice: StreamChoice?
    let elementHandler: ElementHandler?

    private init(bytes: UnsafeRawBufferPointer, streamChoice: StreamChoice?, elementHandler: ElementHandler?, tapeCapacity: Int = 1024) {
        self.bytes = bytes
        tape = ParserBuffer(capacity: tapeCapacity)
        self.streamChoice = streamChoice
        self.elementHandler = elementHandler
    }

    /// The tape of the whole document, or the first reason it is not JSON.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONSyntaxError) -> [JSONTapeEntry] {
        var parser = JSONParser(bytes: bytes, streamChoice: nil, elementHandler: nil, tapeCapacity: min(bytes.count / 8 + 16, 1 << 20))
        try parser.run()
        return parser.tape.array
    }

    /// The tape of the one value that starts at `start` and ends where `bytes` end: an element
    /// of a module array read again apart from its document (`UndecodedModules`), its entries'
    /// offsets the document's own, so each diagnostic names the document's line and column.
    static func parse(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(JSONSyntaxError) -> [JSONTapeEntry] {
        var parser = JSONParser(bytes: bytes, streamChoice: nil, elementHandler: nil)
        parser.position = start
        try parser.run()
        return parser.tape.array
    }

    /// Parses the document, handing each element of every array `streams` picks to `element`
    /// as soon as it is complete; returns the tape of what was not streamed.
    ///
    /// Elements are handed over before the rest of the document is read, so a caller must be
    /// ready to throw their results away when the parse later fails.
    static func parse(
        _ bytes: UnsafeRawBufferPointer, streams: @escaping StreamChoice, element: @escaping ElementHandler
    ) throws(JSONSyntaxError) -> [JSONTapeEntry] {
        var parser = JSONParser(bytes: bytes, streamChoice: streams, elementHandler: element)
        try parser.run()
        return parser.tape.array
    }

    private mutating func run() throws(JSONSyntaxError) {
        guard bytes.count < Int(UInt32.max) else {
            throw JSONSyntaxError(offset: 0, code: .documentTooLarge, message: "the document is 4 GiB or larger; feedterm reads documents up to 4 GiB")
        }
        if position == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            throw JSONSyntaxError(offset: 0, code: .byteOrderMark, message: "the document starts with a byte-order mark (U+FEFF), which JSON does not allow; save it as UTF-8 without BOM")
        }
        skipWhitespace()
        guard position < bytes.count else {
            throw JSONSyntaxError(offset: 0, code: .emptyDocument, message: "the document is empty; expected a feed, an array of modules or one module")
        }
        expectingValue: while true {
            guard try value() else { continue expectingValue }
            // After a value: a separator, a closer, or the end of the document.
            while true {
                completeValue()
                skipWhitespace()
                guard let top = stack.last else {
                    guard position == bytes.count else {
                        throw unexpected("the end of the document after the top-level value", code: .trailingContent)
                    }
                    return
                }
                let closer = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard position < bytes.count else {
                    throw unexpected("',' or '\(Character(Unicode.Scalar(closer)))' \(top.isObject ? "after an object member" : "after an array element")")
                }
                let byte = bytes[position]
                if byte == closer {
                    position += 1
                    close()
                    continue
                }
                guard byte == UInt8(ascii: ",") else {
                    throw unexpected("',' or '\(Character(Unicode.Scalar(closer)))' \(top.isObject ? "after an object member" : "after an array element")")
                }
                let comma = position
                position += 1
                skipWhitespace()
                if position < bytes.count, bytes[position] == closer {
                    throw JSONSyntaxError(offset: comma, code: .trailingComma, message: "trailing comma: expected a \(top.isObject ? "member" : "value") after ',', found '\(Character(Unicode.Scalar(closer)))'")
                }
                try beginElement()
                continue expectingValue
            }
        }
    }

    /// Reads one value at the current position. Returns false when it opened a container that
    /// has elements, whose first element comes next.
    private mutating func value() throws(JSONSyntaxError) -> Bool {
        guard position < bytes.count else { throw unexpected("a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            return try open()
        case UInt8(ascii: "\""):
            try string()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try number()
        case UInt8(ascii: "t"):
            try literal("true", .true)
        case UInt8(ascii: "f"):
            try literal("false", .false)
        case UInt8(ascii: "n"):
            try literal("null", .null)
        default:
            throw unexpected("a value")
        }
        return true
    }

    /// Steps over white space. Inlined: called after every key and value, it finds none in a
    /// compact feed, and the call cost more than the look.
    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }
}
