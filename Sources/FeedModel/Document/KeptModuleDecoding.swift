import FoundationEssentials

/// One kept module's text decoded again (`KeptModuleText`), with the first decode's settings
/// and nothing reported: its problems were reported when the document was decoded.
enum KeptModuleDecoding {
    /// The module in `text`, the whole of one element of the document's module array; nil
    /// when it does not decode.
    static func module(in text: UnsafeRawBufferPointer, position: Int, settings: KeptModuleText.Settings) -> Module? {
        guard let tape = try? JSONParser.parse(text) else { return nil }
        let checks = DecodeChecks(knownKeys: settings.knownKeys, lineIndex: nil, now: settings.now)
        let userInfo: [CodingUserInfoKey: Any] = [.diagnosticLog: DiagnosticLog(), .moduleTypes: settings.moduleTypes, .checks: checks]
        let template = TapeContext(bytes: text, entries: UnsafeBufferPointer(start: nil, count: 0), userInfo: userInfo)
        return tape.withUnsafeBufferPointer { entries in
            ModuleSlot.module(position, at: 0, of: entries, pathPrefix: settings.pathPrefix, sharing: template)
        }
    }
}
