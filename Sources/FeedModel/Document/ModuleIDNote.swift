/// One module's id, noted where the serial decode would have checked it against the ids
/// before it (`ModuleIDNotes`).
struct ModuleIDNote: Sendable {
    let id: String
    let position: Int
    /// Where the id's value starts.
    let offset: Int?
    /// How many of the module's diagnostics come before the repeated id's warning.
    let diagnosticsBefore: Int
}
