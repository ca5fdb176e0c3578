import Foundation
import Testing

/// `browse --linear`, and browse when ACCESSIBLE is set or TERM is dumb: the shop read as lines
/// that are only appended, commands typed on standard input, every effect announced.
struct LinearBrowseTests {
    /// The session `commands` make, one to a line, with `environment` asking for the reading
    /// (and `--linear` when `flag`): its output, and its exit status.
    static func session(_ commands: [String], flag: Bool = true, environment: [String: String] = [:]) throws -> FeedtermProcess.Output {
        try FeedtermProcess.run(["browse", "layouts", "--no-state"] + (flag ? ["--linear"] : []), stdin: Data(commands.map { $0 + "\n" }.joined().utf8), environment: environment)
    }

    /// The number the mug's line has on Home, and the line.
    static func mug(in output: String) throws -> (number: Int, line: String) {
        let line = try #require(output.split(separator: "\n").first { $0.contains(". Speckled ceramic mug, Atelier Céramique") }, "\(output)")
        return (try #require(Int(line.prefix { $0 != "." })), String(line))
    }

    @Test func homeIsReadAsSectionsAndNumberedItemsAndTheMugIsOne() throws {
        let output = try Self.session(["quit"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.hasPrefix("Home: "), "\(output.stdout.prefix(300))")
        #expect(output.stdout.contains("Picked for you. Because you favorited woodwork:"), "a section's heading line: \(output.stdout)")
        let mug = try Self.mug(in: output.stdout)
        #expect(mug.line.hasSuffix(". Speckled ceramic mug, Atelier Céramique, €18.00, was €24.00, 25% off, 4.6 stars (312 reviews), picture: Speckled mug"), "\(mug.line)")
        #expect(output.stdout.contains("Type more for items 21 to"), "long screens come 20 items at a time")
        #expect(output.stdout.hasSuffix("> quit\nGoodbye.\n"), "a command from a pipe is said after its prompt: \(output.stdout.suffix(100))")
    }

    /// A shopper's whole errand by commands, each effect announced on its line; and the raw
    /// output holds no escape at all: no cursor movement, no clearing, no alternate screen.
    @Test(arguments: [(true, [String: String]()), (false, ["ACCESSIBLE": "1"]), (false, ["TERM": "dumb"])])
    func favoritesCartAndCheckoutWorkByCommandsWithAnnouncements(flag: Bool, environment: [String: String]) throws {
        let number = try Self.mug(in: try Self.session(["quit"]).stdout).number
        let output = try Self.session(["fav \(number)", "add \(number)", "cart", "checkout", "yes", "quit"], flag: flag, environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        let lines = output.stdout.split(separator: "\n").map { $0.hasPrefix("> ") ? $0.dropFirst(2) : $0 }
        #expect(lines.contains("Added to favorites: Speckled ceramic mug."), "\(output.stdout)")
        #expect(lines.contains("Added to cart: Speckled ceramic mug, €18.00. Cart: 1 item, €18.00."), "\(output.stdout)")
        #expect(lines.contains { $0.hasPrefix("Cart: ") && $0.hasSuffix("1 item.") }, "the cart read: \(output.stdout)")
        #expect(lines.contains("Place the order of 1 item for €18.00? Type yes or no."), "\(output.stdout)")
        #expect(lines.contains("Order placed: 1 item, €18.00."), "\(output.stdout)")
        #expect(lines.last == "Goodbye.")
        #expect(!output.stdout.contains("\u{1B}"), "no escape: no cursor movement, clearing or alternate screen")
        #expect(lines.allSatisfy { $0.count <= 160 })
        #expect(!output.stdout.contains("♥") && !output.stdout.contains("╭") && !output.stdout.contains("›"), "no glyph standing alone for a state, no box drawing")
    }

    @Test func anUnknownCommandNamesHelpAndTheEndOfInputQuits() throws {
        let output = try Self.session(["buy everything", "7777", "fav", "add 1", "help"])
        #expect(output.stdout.contains("Item 1 is no listing; add takes a listing's number."), "the search bar is no listing, and nothing is pressed")
        #expect(output.status == 0)
        #expect(output.stdout.contains("Unknown command 'buy'. Type help for the commands."))
        #expect(output.stdout.contains("There is no item 7777: Home has "))
        #expect(output.stdout.contains("fav needs an item's number: fav 12."))
        #expect(output.stdout.contains("Commands: a number opens or does that item."))
        #expect(output.stdout.hasSuffix("Goodbye.\n"), "the end of input quits: \(output.stdout.suffix(80))")
    }

    /// A command line is read at most 4 KiB deep: a megabyte on one line is one unknown command,
    /// said in at most 160 characters, and the next line is read as its own.
    @Test func anOverlongLineIsOneUnknownCommandAndTheNextIsRead() throws {
        let output = try Self.session([String(repeating: "z", count: 1 << 20), "help"])
        #expect(output.status == 0)
        let said = output.stdout.split(separator: "\n").filter { $0.hasPrefix("Unknown command") }
        #expect(said.count == 1 && said.allSatisfy { $0.count <= 160 }, "\(said.map(\.count))")
        #expect(output.stdout.contains("Commands: a number opens or does that item."))
    }

    @Test func aNumberOpensItsListingAndBackReturns() throws {
        let number = try Self.mug(in: try Self.session(["quit"]).stdout).number
        let output = try Self.session(["\(number)", "back"])
        #expect(output.stdout.contains("Speckled ceramic mug: "), "the listing's screen is read: \(output.stdout)")
        #expect(output.stdout.contains("Wheel-thrown stoneware with a speckled oatmeal glaze."))
        // The page's "★★★★★ 4.6 · 312 reviews", in words.
        #expect(output.stdout.contains("4.6 stars, 312 reviews"), "the rating read as a rating: \(output.stdout)")
        #expect(output.stdout.contains("€18.00 was €24.00 25% off"), "the struck price read as the one it was: \(output.stdout)")
        #expect(output.stdout.contains("Holds 350 ml. Dishwasher"), "a line that ends its sentence gets no second stop: \(output.stdout)")
        #expect(output.stdout.components(separatedBy: "Home: ").count - 1 == 2, "Home read again after back")
    }

    /// Without a terminal, browse still refuses unless a linear reading is asked for.
    @Test func withNoTerminalAndNoLinearReadingBrowseStillRefuses() throws {
        let output = try Self.session(["quit"], flag: false, environment: ["ACCESSIBLE": "0", "TERM": "xterm-256color"])
        #expect(output.status == 2, "\(output.stdout)")
    }

    @Test func previewLinearPrintsTheDocumentInWords() throws {
        let output = try FeedtermProcess.run(["preview", "--linear", "layouts/home.json"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains(". Speckled ceramic mug, Atelier Céramique, €18.00"), "\(output.stdout)")
        #expect(!output.stdout.contains("Type more"), "a document is printed whole")
        #expect(!output.stdout.contains("\u{1B}"))
    }
}
