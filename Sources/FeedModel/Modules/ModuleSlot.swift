/// One element of a module array: the module, or nil with a diagnostic when it cannot be kept.
///
/// Its initialiser never throws, so one bad module never costs the others.
struct ModuleSlot: Decodable {
    let module: Module?

    init(from decoder: any Decoder) throws {
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
