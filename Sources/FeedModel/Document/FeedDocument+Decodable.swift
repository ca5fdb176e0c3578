extension FeedDocument: Decodable {
    /// Thrown when the top level is none of the three shapes; the decode is then fatal.
    struct ShapeError: Error {
        let found: String
        /// The rename of a near miss of `modules` or `type`, when there is one.
        var fix: DiagnosticFix?
    }

    /// Decodes any of the three shapes. The modules come first and the feed's own fields after
    /// them, in the order `FeedDecoder` reports them when it streams the modules.
    public init(from decoder: any Decoder) throws {
        if decoder.mayHold(.array), var array = try? decoder.unkeyedContainer() {
            self.init(shape: .moduleArray, modules: try Self.modules(in: &array), moduleCount: array.count)
            return
        }
        guard let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) else {
            let found = decoder.asTapeDecoder.map { JSONKind($0.context.entries[$0.entry].kind).rawValue } ?? "a value"
            throw ShapeError(found: found)
        }
        if keyed.contains("modules") {
            let container = try decoder.containerV3(keyedBy: AnyCodingKey.self)
            var array: any UnkeyedDecodingContainer
            do {
                array = try keyed.nestedUnkeyedContainer(forKey: "modules")
            } catch {
                var fieldError = V3Errors.fieldError(from: error, expected: [Module].self, in: keyed.codingPath, key: AnyCodingKey("modules"))
                fieldError.code = .modulesNotAnArray
                throw fieldError
            }
            let modules = try Self.modules(in: &array)
            container.reportUnknownKeys(besides: Self.feedKeys)
            Self.reportDuplicateKeys(of: decoder)
            let nextPage = container.decodeV3(String.self, forKey: "next_page", rule: .sourcePath("the next page"))
            if let nextPage {
                container.noteReference(.nextPage, path: nextPage, at: "next_page")
            }
            self.init(
                shape: .feed,
                id: container.decodeV3(String.self, forKey: "id"),
                title: container.decodeV3(String.self, forKey: "title"),
                nextPage: nextPage,
                modules: modules,
                moduleCount: array.count
            )
        } else if keyed.contains("type") {
            let slot = ModuleSlot(from: decoder, position: 0)
            self.init(shape: .singleModule, modules: slot.module.map { [$0] } ?? [], moduleCount: 1)
        } else {
            let keys = keyed.allKeys.map(\.stringValue)
            let nearMiss = ["modules", "type"].lazy.compactMap { name in NearMiss.closest(to: name, among: keys).map { (found: $0, meant: name) } }.first
            throw ShapeError(
                found: "an object with neither 'modules' nor 'type'" + (nearMiss.map { " (found '\($0.found)': did you mean '\($0.meant)'?)" } ?? ""),
                fix: nearMiss.map { .renameKey(object: JSONPath.root, from: $0.found, to: $0.meant) }
            )
        }
    }

    /// The keys a feed object has; `$schema` is for editors.
    static let feedKeys = ["id", "title", "next_page", "modules", "$schema"]

    /// Reports keys written twice among the feed's own fields; the modules report their own.
    private static func reportDuplicateKeys(of decoder: any Decoder) {
        guard let tape = decoder.asTapeDecoder, let keyed = try? tape.keyedContainer(keyedBy: AnyCodingKey.self) else { return }
        let entries = tape.context.entries
        let modules = keyed.valueIndex(for: "modules").map { $0..<Int(entries[$0].next) }
        let range = tape.entry..<Int(entries[tape.entry].next)
        let found = tape.context.duplicateKeyDiagnostics(in: range, skipping: modules, consequence: "feedterm uses the first")
        found.forEach(decoder.diagnosticLog.record)
    }

    private static func modules(in array: inout any UnkeyedDecodingContainer) throws -> [Module] {
        var modules: [Module] = []
        modules.reserveCapacity(array.count ?? 0)
        while !array.isAtEnd {
            let position = array.currentIndex
            if var module = try array.decode(ModuleSlot.self).module {
                module.position = position
                modules.append(module)
            }
        }
        return modules
    }
}
