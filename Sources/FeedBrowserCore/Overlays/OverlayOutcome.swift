/// What a key pressed over an overlay asks of the rest of the browser.
enum OverlayOutcome: Equatable {
    /// Nothing more: the overlay scrolled, closed or took the key.
    case handled
    /// A line for the status bar.
    case status(StatusMessage)
    /// q: the person wants to leave.
    case quit
    /// y to "Check out?": place the order.
    case checkOut
    /// Enter in the search prompt: search for this.
    case search(String)
}
