import Foundation

/// Where one element of a layout is, and its own JSON: what inspect shows.
public struct ElementInspection: Sendable, Hashable {
    /// Like `$.modules[2].listing_carousel.listings[1]`.
    public let jsonPath: String
    public let line: Int
    public let column: Int
    /// The element's JSON, pretty-printed with sorted keys.
    public let json: String

    /// Finds module `position` of a document (the `position` the decoder gave it) and follows
    /// `steps` inside it. Nil when the document does not parse or has no such element.
    public static func find(in data: Data, modulePosition position: Int?, steps: [JSONAddressStep]) -> ElementInspection? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> ElementInspection? in
            guard let tape = try? JSONParser.parse(bytes) else { return nil }
            return tape.withUnsafeBufferPointer { entries -> ElementInspection? in
                let walker = TapeWalker(bytes: bytes, entries: entries)
                guard var (entry, path) = walker.module(at: position ?? 0) else { return nil }
                for step in steps {
                    guard let next = walker.follow(step, from: entry) else { return nil }
                    entry = next.entry
                    path.append(next.key)
                }
                // LineLocator turns offsets into lines for diagnostics; a blank one carries this offset.
                var located = [Diagnostic.warning("", "", code: .invalidValue, at: entries[entry].offset)]
                LineLocator.locate(&located, in: bytes)
                let context = TapeContext(bytes: bytes, entries: entries, userInfo: [:])
                let value = withExtendedLifetime(context) { try? JSONValue(from: TapeDecoder(context: context, entry: entry)) }
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                let json = value.flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
                let location = located[0].location
                return ElementInspection(jsonPath: JSONPath.string(for: path), line: location?.line ?? 1, column: location?.column ?? 1, json: json)
            }
        }
    }
}
