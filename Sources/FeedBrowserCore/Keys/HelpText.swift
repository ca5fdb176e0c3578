/// Every key the browser knows, as the `?` overlay lists them.
enum HelpText {
    static let lines: [(keys: String, meaning: String)] = [
        ("↑ ↓  k j", "previous / next row"),
        ("← →  h l", "previous / next in a row; scrolls a carousel"),
        ("Tab  Shift-Tab", "next / previous module"),
        ("Enter", "perform the focused element's action"),
        ("f", "favorite or un-favorite the focused listing"),
        ("Esc  Backspace", "back to the previous screen"),
        ("1 2 3 4  c", "Home, Deals, Favorites, Cart"),
        ("+ -  x", "cart: change the quantity, remove"),
        ("o", "check out the cart (y confirms)"),
        ("PgUp PgDn Space", "scroll a page"),
        ("Home End  g G", "top / end of the screen"),
        ("/", "search every listing loaded so far"),
        ("d", "this screen's problems, in a list"),
        ("i", "inspect the focused element's JSON"),
        ("r", "retry failed parts, or reload the screen"),
        ("?", "this help"),
        ("q", "quit"),
        ("mouse", "click to focus and act; wheel to scroll"),
    ]
}
