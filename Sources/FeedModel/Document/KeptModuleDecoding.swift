import Foundation

/// One kept module's text decoded again (`KeptModuleText`), with the first decode's settings
/// and nothing reported: its problems were reported when the document was decoded.
enum KeptModuleDecoding {
    /// The module in `text`, the whole of one element of the document's module array; nil
    /// when it does not decode.
    static func module(in text: UnsafeRawBufferPointer, position: Int, settings: KeptModuleText.Settings) -> Module? {
        guard let tape = try? JSONParser.parse(text) else { return nil }
        let checks = DecodeChecks(knownKeys: settings.knownKeys, lineIndex: nil, now: settings.now)
        let userInfo: [CodingUserInfoKey: Any] = [.diagnosticLog: DiagnosticLog(), .moduleTypes: settings.moduleTypes, .checks: checks]
        return tape.withUnsafeBufferPointer { entries in
            let context = TapeContext(bytes: text, entries: entries, userInfo: userInfo, root: 0, rootPath: settings.pathPrefix + [AnyCodingKey(intValue: position)])
            return withExtendedLifetime(context) { ModuleSlot(from: TapeDecoder(context: context, entry: 0), position: position).module }
        }
    }
}
