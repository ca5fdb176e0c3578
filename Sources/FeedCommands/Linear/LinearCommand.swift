/// A command typed at a linear reading's prompt (`> `).
enum LinearCommand: Equatable {
    /// Open or do item N.
    case item(Int)
    /// Favorite item N, or take it out of the favorites.
    case favorite(Int)
    /// Put item N in the cart, `quantity` of it.
    case add(Int, quantity: Int)
    /// The cart; take line N out of it; check it out, and answer the question.
    case cart, remove(Int), checkout, yes, no
    /// The tabs, and back.
    case home, deals, favorites, back
    /// The screen's next items; the whole screen again.
    case more, again
    /// Search every listing loaded for words.
    case search(String)
    case help, quit
    /// What is no command, as typed.
    case unknown(String)
    /// A command missing what it acts on (an item's number, words to search for), as typed.
    case incomplete(String)

    /// The commands, one to a line, as `help` says them.
    static let helpLines = [
        "Commands: a number opens or does that item.",
        "fav N favorites item N or takes it out. add N [QUANTITY] puts item N in the cart.",
        "cart reads the cart. remove N takes cart item N out. checkout places the order, after yes.",
        "home, deals and favorites go to those tabs. back goes back. more reads the next items; read reads the screen again.",
        "search WORDS searches the listings. help says this. quit ends.",
    ]

    /// The command `line` says; an empty line is nil.
    init?(_ line: String) {
        let words = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        guard let first = words.first?.lowercased() else { return nil }
        let number = words.count > 1 ? Int(words[1]) : nil
        switch first {
        case _ where Int(first) != nil && words.count == 1: self = (Int(first) ?? 0) > 0 ? .item(Int(first) ?? 0) : .incomplete(first)
        case "fav", "favorite": self = number.map { $0 > 0 ? .favorite($0) : .incomplete(first) } ?? .incomplete(first)
        case "add":
            let quantity = words.count > 2 ? Int(words[2]) : 1
            guard let number, number > 0, let quantity, (1...99).contains(quantity), words.count <= 3 else { self = .incomplete(first); return }
            self = .add(number, quantity: quantity)
        case "remove": self = number.map { $0 > 0 ? .remove($0) : .incomplete(first) } ?? .incomplete(first)
        case "search":
            let query = words.dropFirst().joined(separator: " ")
            self = query.isEmpty ? .incomplete(first) : .search(query)
        case "cart": self = .cart
        case "checkout": self = .checkout
        case "yes", "y": self = .yes
        case "no", "n": self = .no
        case "home": self = .home
        case "deals": self = .deals
        case "favorites": self = .favorites
        case "back": self = .back
        case "more": self = .more
        case "read": self = .again
        case "help", "?": self = .help
        case "quit", "exit", "q": self = .quit
        default: self = .unknown(first)
        }
    }
}
