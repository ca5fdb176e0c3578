/// Every key the browser knows, as the `?` overlay lists them.
enum HelpText {
    static let lines: [(keys: String, meaning: String)] = [
        ("↑ ↓  k j", "previous / next row"),
        ("← →  h l", "previous / next in a row; scrolls a carousel"),
        ("Tab  Shift-Tab", "next / previous module"),
        ("Enter", "perform the focused element's action"),
        ("f", "favorite or un-favorite the focused listing"),
        ("Esc  Backspace", "back to the previous screen"),
        ("1 2 3", "Home, Deals, Favorites"),
        ("PgUp PgDn Space", "scroll a page"),
        ("Home End  g G", "top / end of the screen"),
        ("/", "search this screen's listings by title"),
        ("d", "this screen's problems, a list: j/k scroll, Esc closes"),
        ("r", "retry what failed to load here, else reload this screen"),
        ("?", "this help"),
        ("q", "quit"),
        ("mouse", "click to focus and act; wheel to scroll"),
    ]
}
