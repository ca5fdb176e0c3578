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
    }
}
