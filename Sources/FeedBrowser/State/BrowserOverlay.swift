/// What is drawn over the list: help, the screen's diagnostics, the search prompt, or the
/// checkout question.
enum BrowserOverlay: Equatable {
    case help
    /// The screen's problems, scrolled to show from row `offset`.
    case diagnostics(offset: Int)
    /// The query typed so far.
    case searchPrompt(String)
    /// "Check out? y to confirm".
    case confirmCheckout
}
