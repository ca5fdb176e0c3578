import FoundationEssentials

/// Where one element of a layout is, and its own JSON: what inspect shows.
public struct ElementInspection: Sendable, Hashable {
    /// Like `$.modules[2].listing_carousel.listings[1]`.
    public let jsonPath: String
    /// The line of the element's value, from 1.
    public let line: Int
    /// Its column, from 1, in code points.
    public let column: Int
    /// The element's JSON, pretty-printed with sorted keys.
    public let json: String

    /// Finds module `position` of a document (the `position` the decoder gave it) and follows
    /// `steps` inside it. Nil when the document does not parse or has no such element.
    public static func find(in data: Data, modulePosition position: Int?, steps: [JSONAddressStep]) -> ElementInspection? {
        findAll(in: data, [(position, steps)])[0]
    }

    /// Many elements of one document, parsed once: what `preview --inspect` asks for.
    /// - Complexity: one parse of the document, then a walk per element.
    public static func findAll(in data: Data, _ elements: [(modulePosition: Int?, steps: [JSONAddressStep])]) -> [ElementInspection?] {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [ElementInspection?] in
            guard let tape = try? JSONParser.parse(bytes) else { return elements.map { _ in nil } }
            return tape.withUnsafeBufferPointer { entries -> [ElementInspection?] in
                let walker = TapeWalker(bytes: bytes, entries: entries)
                let found = elements.map { element -> (entry: Int, path: [AnyCodingKey])? in
                    guard var (entry, path) = walker.module(at: element.modulePosition ?? 0) else { return nil }
                    for step in element.steps {
                        guard let next = walker.follow(step, from: entry) else { return nil }
                        entry = next.entry
                        path.append(next.key)
                    }
                    return (entry, path)
                }
                // One line index for the document; each element is located from its own block.
                let lines = LineIndex(bytes: bytes)
                let context = TapeContext(bytes: bytes, entries: entries, userInfo: [:])
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                return withExtendedLifetime(context) {
                    found.map { found -> ElementInspection? in
                        guard let (entry, path) = found else { return nil }
                        let value = try? JSONValue(from: TapeDecoder(context: context, entry: entry))
                        let json = value.flatMap { try? encoder.encode($0) }.map { String(decoding: $0, as: UTF8.self) } ?? ""
                        let location = lines.location(of: entries[entry].offset)
                        return ElementInspection(jsonPath: JSONPath.string(for: path), line: location.line, column: location.column, json: json)
                    }
                }
            }
        }
    }
}
