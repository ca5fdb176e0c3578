@testable import FeedModel
import Foundation
import Testing

/// The parser's UTF-8 check refuses exactly the first byte the standard library's decoder
/// refuses, wherever the bytes sit inside a string.
struct UTF8ValidationTests {
    /// The reference: where Unicode.UTF8's parser first reports an error.
    static func reference(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Where the parser refuses `"bytes"` for invalid UTF-8, or nil when it accepts it.
    static func parserVerdict(_ bytes: [UInt8]) -> Int? {
        let document = [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]
        do {
            _ = try document.withUnsafeBytes { try JSONParser.parse($0) }
            return nil
        } catch let error as JSONSyntaxError {
            #expect(error.code == .invalidUTF8, "\(bytes): \(error.message)")
            return error.offset - 1
        } catch {
            Issue.record("an error that is not a JSONSyntaxError: \(error)")
            return nil
        }
    }

    @Test(arguments: [
        [UInt8](), Array("plain ascii text, longer than eight bytes".utf8), Array("é中😀 mixed".utf8),
        [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0x80],
        Array("abcdefgh".utf8) + [0xC3], Array("abcdefghijklmno".utf8) + [0xE2, 0x82], [0x61, 0xFF, 0x62],
    ])
    func edgeCasesAgreeWithTheStandardLibrary(bytes: [UInt8]) {
        #expect(Self.parserVerdict(bytes) == Self.reference(bytes))
    }

    @Test func randomBytesAgreeWithTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        // No quote, backslash or control character: only UTF-8 can make these strings invalid.
        let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0xBF, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xA0, 0x9F, 0x90, 0x8F]
        for _ in 0..<5_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(Self.parserVerdict(bytes) == Self.reference(bytes), "\(bytes)")
        }
    }
}
