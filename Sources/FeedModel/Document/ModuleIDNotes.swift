/// The ids of the modules one thread decoded for a decode that spreads its modules over
/// threads (`ParallelModuleDecoding`), kept for the check of repeated ids (FT314), which
/// needs every module before them and so runs as the modules are put back in order.
///
/// One thread writes it, for one module at a time.
final class ModuleIDNotes {
    /// The last module's id, if it was noted.
    private(set) var last: ModuleIDNote?

    /// Notes `id` of the module at `position`, whose id's value starts at `offset`; `before`
    /// is how many diagnostics the module had recorded by then.
    func note(_ id: String, position: Int, offset: Int?, before: Int) {
        last = ModuleIDNote(id: id, position: position, offset: offset, diagnosticsBefore: before)
    }

    /// The last module's note, and none kept.
    func take() -> ModuleIDNote? {
        defer { last = nil }
        return last
    }
}
