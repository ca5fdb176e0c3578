import FoundationEssentials

/// What one thread needs to decode modules of a document apart from the others
/// (`ParallelModuleDecoding`): a log, references and checks of its own, so no two threads
/// share anything they write. What it finds is handed on module by module.
final class ModuleDecodeSession {
    private let pathPrefix: [any CodingKey]
    private let log = DiagnosticLog()
    private let references: ReferenceLog?
    private let idNotes: ModuleIDNotes?
    private let handsModulesBack: Bool
    /// What every module's context shares, read out of its userInfo once.
    private let shared: TapeContext

    /// A session over `bytes` whose checks are `settings`'; module paths start at `pathPrefix`.
    /// `lineIndex` is the document's, when it is built and may be shared.
    init(bytes: UnsafeRawBufferPointer, pathPrefix: [any CodingKey], settings: ParallelModuleDecoding.Settings, lineIndex: LineIndex?) {
        self.pathPrefix = pathPrefix
        references = settings.collectsReferences ? ReferenceLog(onlyScreens: settings.onlyScreenReferences) : nil
        idNotes = settings.checksModuleIDs ? ModuleIDNotes() : nil
        handsModulesBack = settings.handsModulesBack
        // Else a line index of its own: one is built on its first question, which two threads
        // must not ask at once.
        let checks = DecodeChecks(
            knownKeys: settings.knownKeys, lineIndex: lineIndex ?? LineIndex(bytes: bytes), now: settings.now,
            moduleIDNotes: idNotes, references: references, appVersions: settings.appVersions, copiesKeyNames: true
        )
        let userInfo: [CodingUserInfoKey: Any] = [.diagnosticLog: log, .moduleTypes: settings.moduleTypes, .checks: checks]
        shared = TapeContext(bytes: bytes, entries: UnsafeBufferPointer(start: nil, count: 0), userInfo: userInfo)
    }

    /// Every module of `batch`, decoded in order.
    func decode(_ batch: borrowing ModuleBatch) -> [DecodedElement] {
        batch.entries.withUnsafeBufferPointer { stored in
            batch.elements.map { element in
                let entries = ModuleBatch.entries(of: element, in: stored)
                let module = ModuleSlot.module(element.index, at: element.tapeEntry, of: entries, pathPrefix: pathPrefix, sharing: shared)
                return DecodedElement(
                    module: handsModulesBack ? module : nil, text: element.text, diagnostics: log.takeAll(),
                    references: references?.takeAll() ?? [], idNote: idNotes?.take()
                )
            }
        }
    }
}
