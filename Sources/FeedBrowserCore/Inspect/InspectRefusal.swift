/// Why `i` has nothing to read.
enum InspectRefusal: Error, Equatable {
    /// No element is focused.
    case nothingFocused
    /// The focused module was built by the browser (Favorites, the cart, a hidden module's
    /// line), not read from a document.
    case builtByTheBrowser

    /// What the status line says of it.
    var status: StatusMessage {
        switch self {
        case .nothingFocused: .nothingToInspect
        case .builtByTheBrowser: .builtByTheBrowser
        }
    }
}
