/// One element of a module array: the module, or nil with a diagnostic when it cannot be kept.
///
/// Its initialiser never throws, so one bad module never costs the others.
struct ModuleSlot: Decodable {
    private(set) var module: Module?

    /// The slot of the module at `position` in its document.
    init(from decoder: any Decoder, position: Int) {
        self = Self(decoder: decoder)
        module?.position = position
    }

    init(from decoder: any Decoder) throws {
        self.init(decoder: decoder)
    }

    private init(decoder: any Decoder) {
        let log = decoder.diagnosticLog
        do {
            module = try Module(from: decoder)
        } catch let unknown as Module.UnknownType {
            let suggestion = NearMiss.closest(to: unknown.type, among: decoder.moduleTypes.typeNames).map { " (did you mean '\($0)'?)" } ?? ""
            log.record(.warning(
                JSONPath.string(for: decoder.codingPath + [AnyCodingKey("type")]),
                "unknown module type '\(unknown.type)'\(suggestion); module skipped", code: .unknownModuleType, at: unknown.byteOffset
            ))
            module = nil
        } catch {
            let fieldError = V3Errors.fieldError(from: error, expected: Module.self, in: decoder.codingPath, key: nil)
            log.record(fieldError.diagnostic(.error, consequence: "module dropped"))
            module = nil
        }
        // A key written twice anywhere in the module: which value a client shows is up to the
        // client, so no client should show it.
        if let tape = decoder as? TapeDecoder {
            let range = tape.entry..<Int(tape.context.entries[tape.entry].next)
            let duplicates = tape.context.duplicateKeyDiagnostics(in: range, consequence: "module dropped")
            if !duplicates.isEmpty {
                duplicates.forEach(log.record)
                module = nil
            }
        }
        if let id = module?.id, let ids = decoder.userInfo[.moduleIDs] as? ModuleIDLog {
            reportRepeated(id, in: ids, decoder: decoder)
        }
    }

    /// Warns when a module kept before this one had the same id.
    private func reportRepeated(_ id: String, in ids: ModuleIDLog, decoder: any Decoder) {
        let modulePath = decoder.codingPath
        guard let position = modulePath.last?.intValue, let first = ids.note(id, at: position) else { return }
        let path = JSONPath.string(for: modulePath + [AnyCodingKey("id")])
        let firstPath = JSONPath.string(for: modulePath.dropLast() + [AnyCodingKey(intValue: first)])
        let offset = (decoder as? TapeDecoder).flatMap { tape in
            TapeKeyedContainer<AnyCodingKey>(context: tape.context, object: tape.entry).valueIndex(for: "id").map { tape.context.entries[$0].offset }
        }
        decoder.diagnosticLog.record(.warning(path, "the id '\(id)' is also the id of \(firstPath); impressions and kept state are keyed by it", code: .duplicateModuleID, at: offset))
    }
}
