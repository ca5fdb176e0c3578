/// The smallest terminal the browser lays itself out in: below it, it shows a notice instead.
///
/// Here, beside the sizes the terminal reports, so that what checks a size (a flow file's
/// checker, the language server) agrees with the browser without linking it.
public enum BrowserMinimumSize {
    /// Columns: the tab bar's titles and a card's narrowest drawing.
    public static let width = 20
    /// Rows: the chrome's three and a few of the list's.
    public static let height = 6
}
