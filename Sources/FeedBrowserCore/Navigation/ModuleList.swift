import FeedModel

/// A screen's modules, and the documents they came from.
///
/// A value that never changes: a new list replaces the old, with a new `id` (`Screen.show`).
/// What is measured and drawn of it is kept by the runtime (`KeptMeasures`), by that id, not in
/// the state.
struct ModuleList: Equatable {
    let id: ListID
    /// A long document's modules are kept as their text, each decoded when it is read.
    let modules: FeedModules
    /// Which document each module came from; modules the browser built are in none.
    let documents: [DocumentSpan]

    init(id: ListID, modules: FeedModules, documents: [DocumentSpan] = []) {
        self.id = id
        self.modules = modules
        self.documents = documents
    }

    /// Two lists of one browser are equal when they are one list: a list is never changed once
    /// made.
    static func == (lhs: ModuleList, rhs: ModuleList) -> Bool {
        lhs.id == rhs.id
    }

    /// The path of the document module `index` came from.
    func document(of index: Int) -> String? {
        documents.first { $0.range.contains(index) }?.path
    }

    var count: Int { modules.count }
}
