/// What is drawn over the list: help, the screen's diagnostics, or the search prompt.
enum BrowserOverlay: Equatable {
    case help
    case diagnostics
    /// The query typed so far.
    case searchPrompt(String)
}
