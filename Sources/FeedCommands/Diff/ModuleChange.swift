import FeedModel

/// What happened to one module between two versions of a layout document, as `feedterm diff`
/// says it to a reviewer.
package struct ModuleChange: Sendable, Equatable {
    /// What kind of change it is.
    package enum Kind: String, Sendable, Codable {
        case added, removed, moved, changed
    }

    /// One field that differs: its JSON path in the new document (the old one's for a removed
    /// field) and its old and new values as a reader reads them (`$18.00`, `"Gifts"`, absent).
    package struct Field: Sendable, Equatable, Codable {
        package let path: String
        package let old: String
        package let new: String
    }

    package let kind: Kind
    /// The module's `id`, else its type and which of that type it is (`promo_banner #2`).
    package let name: String
    package let type: String
    /// Its place in the old document and in the new one, where it has one.
    package let oldIndex: Int?
    package let newIndex: Int?
    /// For a changed module, each field that differs.
    package var fields: [Field] = []
    /// The app versions (the project's `clients`) that do not show the module itself, and
    /// what they show instead: "4.8.0 sees nothing (a hole); 5.0.0 sees its fallback".
    package var versions: String?
    /// For a change under `requires` or `fallback`: who it touches.
    package var touches: [String] = []
}
