/// What is drawn over the list: help, the screen's diagnostics, the search prompt, the
/// checkout question, or the inspect panel.
enum BrowserOverlay: Equatable {
    case help
    /// The screen's problems, scrolled to show from row `offset`.
    case diagnostics(offset: Int)
    /// The query typed so far.
    case searchPrompt(String)
    /// "Check out? y to confirm".
    case confirmCheckout
    /// The focused element's place and JSON (`i`), scrolled to show from row `offset`.
    case inspector(InspectorPanel, offset: Int)
}
