/// The one edit that certainly fixes a diagnostic: what its "did you mean" names, as data, so
/// an editor can offer it as a quick fix without reading the message.
///
/// Paths are JSON paths of the document the diagnostic is of (`$.modules[2].listing_grid`).
public enum DiagnosticFix: Sendable, Hashable, Codable {
    /// Rename the key `from` of the object at `object` to `to`.
    case renameKey(object: String, from: String, to: String)
    /// Replace the string `from` at `at` with `to`.
    case replaceString(at: String, from: String, to: String)
    /// Give the module at `module` a `fallback`, for the app versions that cannot show it.
    case addFallback(module: String)
}
