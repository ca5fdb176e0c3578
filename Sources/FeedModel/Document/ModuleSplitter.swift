import Foundation

/// Finds where each module of a feed starts and ends in the JSON text, so modules can be
/// decoded one at a time.
///
/// JSONDecoder indexes a whole document before decoding any of it, and that index is the
/// largest thing a decode holds: for a 10 MB feed, more than the feed. Decoding module by
/// module keeps only one module's index at a time. The splitter is deliberately narrow: it
/// recognises a feed object with a `modules` array, or a bare array, in well-formed text, and
/// returns nil for anything else, which the whole-document decode then handles and reports.
struct ModuleSplitter {
    /// Where the modules are.
    struct Split {
        /// The byte range of the `modules` array value in a feed object; nil for a bare array.
        let modulesValue: Range<Int>?
        /// The byte range of each element of the modules array.
        let elements: [Range<Int>]
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    static func split(_ data: Data) -> Split? {
        data.withUnsafeBytes { raw in
            var splitter = ModuleSplitter(bytes: raw.bindMemory(to: UInt8.self))
            return splitter.splitTopLevel()
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    private mutating func splitTopLevel() -> Split? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "["):
            guard let elements = arrayElements() else { return nil }
            skipWhitespace()
            return index == bytes.count ? Split(modulesValue: nil, elements: elements) : nil
        case UInt8(ascii: "{"):
            return feedObject()
        default:
            return nil
        }
    }

    /// A top-level object whose `modules` key holds an array; nil for any other object.
    private mutating func feedObject() -> Split? {
        index += 1
        var found: Split?
        while true {
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                break
            }
            guard let key = string(), skipWhitespace(expecting: ":") else { return nil }
            skipWhitespace()
            let valueStart = index
            if key.elementsEqual("modules".utf8) {
                // A second `modules` key would be ignored by JSONDecoder (the first wins);
                // leave such a document to the whole-document decode.
                guard found == nil, index < bytes.count, bytes[index] == UInt8(ascii: "["),
                      let elements = arrayElements() else { return nil }
                found = Split(modulesValue: valueStart..<index, elements: elements)
            } else if !skipValue() {
                return nil
            }
            guard skipSeparator(before: UInt8(ascii: "}")) else { return nil }
        }
        skipWhitespace()
        return index == bytes.count ? found : nil
    }

    /// The ranges of an array's elements; the index ends after the array.
    private mutating func arrayElements() -> [Range<Int>]? {
        index += 1
        var elements: [Range<Int>] = []
        while true {
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return elements
            }
            let start = index
            guard skipValue() else { return nil }
            elements.append(start..<index)
            guard skipSeparator(before: UInt8(ascii: "]")) else { return nil }
        }
    }

    /// Moves past one value of any kind, tracking nesting by a counter, never by recursion.
    private mutating func skipValue() -> Bool {
        var depth = 0
        repeat {
            skipWhitespace()
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= JSONSyntaxChecker.maxDepth else { return false }
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                guard depth >= 0 else { return false }
                index += 1
            case UInt8(ascii: "\""):
                guard string() != nil else { return false }
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard depth > 0 else { return false }
                index += 1
            default:
                // Numbers and literals: up to the next delimiter. JSONDecoder checks them.
                let start = index
                while index < bytes.count, !Self.isDelimiter(bytes[index]) {
                    index += 1
                }
                guard index > start else { return false }
            }
        } while depth > 0
        return true
    }

    /// The raw bytes of a string's contents; the index ends after its closing quote.
    private mutating func string() -> UnsafeBufferPointer<UInt8>.SubSequence? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let base = bytes.baseAddress else { return nil }
        let start = index + 1
        var searchFrom = start
        // memchr to each quote; a quote after an odd run of backslashes is escaped.
        while searchFrom < bytes.count, let found = memchr(base + searchFrom, Int32(UInt8(ascii: "\"")), bytes.count - searchFrom) {
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslashes = 0
            while quote - backslashes - 1 >= start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes % 2 == 0 {
                index = quote + 1
                return bytes[start..<quote]
            }
            searchFrom = quote + 1
        }
        return nil
    }

    /// After a member or element: moves past a comma, or stops before `closer`; false for
    /// anything else.
    private mutating func skipSeparator(before closer: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count else { return false }
        if bytes[index] == UInt8(ascii: ",") {
            index += 1
            return true
        }
        return bytes[index] == closer
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private mutating func skipWhitespace(expecting mark: Character) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == mark.asciiValue else { return false }
        index += 1
        return true
    }

    private static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09: true
        default: false
        }
    }
}
