/// One element of a module array: the module, or nil with a diagnostic when it cannot be kept.
///
/// Its initialiser never throws, so one bad module never costs the others.
struct ModuleSlot: Decodable {
    private(set) var module: Module?

    /// The slot of the module at `position` in its document.
    init(from decoder: any Decoder, position: Int) {
        self = Self(decoder: decoder, position: position)
        module?.position = position
    }

    /// Element `index` of a streamed module array at `pathPrefix`, whose tape entries start at
    /// `entry` of `entries`: decoded in a context that shares `template`'s bytes and userInfo,
    /// as the parser's thread, another thread or a module kept as text decodes one.
    static func module(_ index: Int, at entry: Int, of entries: UnsafeBufferPointer<JSONTapeEntry>, pathPrefix: [any CodingKey], sharing template: TapeContext) -> Module? {
        let context = TapeContext(bytes: template.bytes, entries: entries, root: entry, rootPath: pathPrefix + [AnyCodingKey(intValue: index)], like: template)
        return withExtendedLifetime(context) { ModuleSlot(from: TapeDecoder(context: context, entry: entry), position: index).module }
    }

    init(from decoder: any Decoder) throws {
        self.init(decoder: decoder, position: nil)
    }

    /// The slot of the module `decoder` reads; `position` is its index in its array, when the
    /// caller knows it (else it is read off the coding path when needed). A module's fallback
    /// (`isFallback`) is checked as a module, but not for repeated ids or versions' holes:
    /// those belong to the module whose place it takes.
    init(decoder: any Decoder, position: Int?, isFallback: Bool = false) {
        let log = decoder.diagnosticLog
        var replacedByFallback = false
        do {
            module = try Module(from: decoder)
        } catch let unknown as Module.UnknownType {
            replacedByFallback = unknown.fallback?.module != nil
            let nearMiss = NearMiss.closest(to: unknown.type, among: decoder.moduleTypes.typeNames)
            let suggestion = nearMiss.map { " (did you mean '\($0)'?)" } ?? ""
            let typePath = JSONPath.string(for: decoder.codingPath + [AnyCodingKey("type")])
            let replaced = unknown.fallback?.module.map { "; its fallback, a \($0.type), is shown in its place" } ?? "; module skipped"
            log.record(.warning(
                typePath, "unknown module type '\(unknown.type)'\(suggestion)\(replaced)", code: .unknownModuleType, at: unknown.byteOffset,
                fix: nearMiss.map { .replaceString(at: typePath, from: unknown.type, to: $0) }
            ))
            module = unknown.fallback?.module
        } catch {
            let fieldError = V3Errors.fieldError(from: error, expected: Module.self, in: decoder.codingPath, key: nil)
            log.record(fieldError.diagnostic(.error, consequence: "module dropped"))
            module = nil
        }
        // A key written twice anywhere in the module: which value a client shows is up to the
        // client, so no client should show it. A fallback's keys are its own slot's to report:
        // its range is left out, looked for only when there are duplicates (rare), so most
        // modules pay nothing for it.
        guard let tape = decoder.asTapeDecoder else { return }
        let entries = tape.context.entries
        let range = tape.entry..<Int(entries[tape.entry].next)
        var duplicates = tape.context.duplicateKeyDiagnostics(in: range, consequence: "module dropped")
        if !duplicates.isEmpty, entries[tape.entry].kind == .object,
           let fallback = TapeKeyedContainer<AnyCodingKey>(context: tape.context, object: tape.entry).valueIndex(for: "fallback") {
            duplicates = tape.context.duplicateKeyDiagnostics(in: range, skipping: fallback..<Int(entries[fallback].next), consequence: "module dropped")
        }
        if !duplicates.isEmpty {
            duplicates.forEach(log.record)
            module = nil
        }
        guard !isFallback, let module else { return }
        // A fallback shown in an unknown type's place has its id inside the fallback, not here,
        // so its id is not checked against the others (a known limit, better than a wrong place).
        if !replacedByFallback, let id = module.id, let ids = tape.context.checks?.moduleIDs {
            reportRepeated(id, in: ids, position: position, decoder: tape)
        } else if !replacedByFallback, let id = module.id, let notes = tape.context.checks?.moduleIDNotes,
                  let position = position ?? decoder.codingPath.last?.intValue {
            notes.note(id, position: position, offset: Self.idOffset(in: tape), before: log.count)
        }
        if let versions = tape.context.checks?.appVersions {
            reportHoles(in: module, versions: versions, decoder: tape)
        }
    }

    /// Warns when a module kept before this one had the same id.
    private func reportRepeated(_ id: String, in ids: ModuleIDLog, position: Int?, decoder: TapeDecoder) {
        guard let position = position ?? decoder.codingPath.last?.intValue else { return }
        // The id's place is kept for the check of a feed's pages, when this decode lists ids.
        guard let first = ids.note(id, at: position, offset: decoder.context.references?.accepts(.moduleID) == true ? Self.idOffset(in: decoder) : nil) else { return }
        decoder.diagnosticLog.record(Self.repeatedID(id, modulePath: decoder.codingPath, first: first, at: Self.idOffset(in: decoder)))
    }

    /// Where the value of the module's `id` starts.
    static func idOffset(in decoder: TapeDecoder) -> Int? {
        TapeKeyedContainer<AnyCodingKey>(context: decoder.context, object: decoder.entry).valueIndex(for: "id").map { decoder.context.entries[$0].offset }
    }

    /// The warning for the module at `modulePath`, whose id `id` (its value at `offset`) the
    /// module at `first` had before it.
    static func repeatedID(_ id: String, modulePath: [any CodingKey], first: Int, at offset: Int?) -> Diagnostic {
        let path = JSONPath.string(for: modulePath + [AnyCodingKey("id")])
        let firstPath = JSONPath.string(for: modulePath.dropLast() + [AnyCodingKey(intValue: first)])
        return .warning(path, "the id '\(id)' is also the id of \(firstPath); impressions and kept state are keyed by it", code: .duplicateModuleID, at: offset)
    }
}
