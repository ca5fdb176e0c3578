/// One module of a `ModuleBatch` decoded on a thread of its own, with everything its decode
/// reported, to be put back in the document's order (`ParallelModuleDecoding`).
struct DecodedElement: Sendable {
    /// Nil when it was dropped (and reported), or when the decode keeps nothing of it.
    let module: Module?
    /// Its text in the document.
    let text: Range<Int>
    /// Its diagnostics, in the order they were found.
    let diagnostics: [Diagnostic]
    /// The paths it names.
    let references: [SourceReference]
    /// Its id, for the check of repeated ids made in order.
    let idNote: ModuleIDNote?
}
