import FeedModel
import Foundation
import Testing

/// A feed's modules decoded on several threads (`FeedDecoder.threads`) give exactly what one
/// thread gives: the same modules, diagnostics (repeated ids among them) and references, in
/// the same order, and a document that fails to parse fails the same way.
struct ParallelDecodeTests {
    /// A decoder like validate's, on `threads` threads from the first byte.
    static func decoder(threads: Int) -> FeedDecoder {
        var decoder = FeedDecoder(checksAcrossDocument: true, collectsReferences: true)
        decoder.recordsModuleIDs = true
        decoder.threads = threads
        decoder.parallelFrom = 0
        return decoder
    }

    /// Every bundled module, good and bad ones between, repeated so that ids repeat and the
    /// modules make many batches.
    static let longFeed: String = {
        let bundled = BundledLayoutsTests.files.compactMap { try? Data(contentsOf: $0) }
            .compactMap { (try? JSONSerialization.jsonObject(with: $0)) as? [String: Any] }
            .flatMap { $0["modules"] as? [[String: Any]] ?? [] }
            .compactMap { try? JSONSerialization.data(withJSONObject: $0) }
            .map { String(decoding: $0, as: UTF8.self) }
        let broken = [
            #"{"type": "section_header", "id": "again", "section_header": {"tilte": "Misspelled"}}"#,
            #"{"type": "deals_for_yuo", "id": "again"}"#,
            #"{"type": "section_header", "id": "dup", "id": "dup", "section_header": {"title": "Twice"}}"#,
            #"{"type": "deferred", "id": "again", "deferred": {"path": "parts/x.json"}}"#,
            "7",
        ]
        let modules = (0..<400).map { index in index % 5 == 0 ? broken[index / 5 % broken.count] : bundled[index % bundled.count] }
        return #"{"id": "long", "modules": [\#(modules.joined(separator: ",\n"))], "next_page": "pages/2.json"}"#
    }()

    static func fingerprint(_ result: FeedDecodeResult) -> [String] {
        let places: [String] = result.diagnostics.map { diagnostic in
            let place = diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"
            return "\(place) \(diagnostic.code)"
        }
        let references: [String] = result.references.map { reference in
            let place = reference.location.map { "\($0.line):\($0.column)" } ?? "-"
            return "\(reference.kind) \(reference.path) \(reference.jsonPath) \(place)"
        }
        return DecodeModeTests.fingerprint(result) + places + references + ["count \(result.document?.moduleCount ?? -1)"]
    }

    @Test(arguments: [2, 3, 8])
    func aLongFeedDecodesTheSameOnAnyNumberOfThreads(_ threads: Int) {
        let data = Data(Self.longFeed.utf8)
        let serial = Self.decoder(threads: 1).decode(data)
        #expect(serial.diagnostics.contains { $0.code == .duplicateModuleID }, "the feed repeats ids")
        #expect(serial.references.count > 10)
        #expect(Self.fingerprint(Self.decoder(threads: threads).decode(data)) == Self.fingerprint(serial))
    }

    @Test(arguments: DecodeModeTests.documents)
    func oddDocumentsDecodeTheSameOnTwoThreads(_ json: String) {
        let data = Data(json.utf8)
        #expect(Self.fingerprint(Self.decoder(threads: 2).decode(data)) == Self.fingerprint(Self.decoder(threads: 1).decode(data)))
    }

    /// Modules kept as text, and modules dropped as they are checked, come out in order too.
    @Test func keptAndDroppedModulesAreInOrder() {
        let data = Data(Self.longFeed.utf8)
        for keepsModules in [true, false] {
            var parallel = Self.decoder(threads: 2), serial = Self.decoder(threads: 1)
            (parallel.keepsModules, serial.keepsModules) = (keepsModules, keepsModules)
            (parallel.keepsTextFrom, serial.keepsTextFrom) = (0, 0)
            #expect(Self.fingerprint(parallel.decode(data)) == Self.fingerprint(serial.decode(data)))
        }
    }

    /// A parse that fails after many modules were handed to other threads fails as on one
    /// thread, and returns (the threads stopped).
    @Test func aDocumentThatBreaksLateFailsTheSame() {
        let data = Data((Self.longFeed.dropLast(2) + ", {]}").utf8)
        let parallel = Self.decoder(threads: 2).decode(data)
        #expect(parallel.document == nil)
        #expect(Self.fingerprint(parallel) == Self.fingerprint(Self.decoder(threads: 1).decode(data)))
    }
}
