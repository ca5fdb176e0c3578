import FeedBrowser
import FeedBrowserCore
import FeedInput
import FeedRendering
import Foundation

/// The browser read aloud, for screen readers and braille displays (`browse --linear`): the
/// same runtime, state and update as full-screen browse, with only the drawing replaced by
/// lines that are appended, never redrawn. Each screen is read as its name and what it holds,
/// then its sections and numbered items (`LinearPage`); a prompt takes typed commands
/// (`LinearCommand`), each done as the keys a sighted shopper would press, and every effect is
/// announced on a line of its own (`LinearAnnouncements`).
package final class LinearSession {
    let runtime: BrowserRuntime
    let write: (String) -> Void
    /// The screen being read, and how many of its items have been said.
    var page: LinearPage
    var shown = 0
    /// What was saved since the command began: favorites, the cart, orders.
    var saves: [StateChange] = []

    /// The longest line an announcement takes.
    static let maxAnnouncement = 160
    /// How long one command may wait for what it started.
    static let commandTimeout = Duration.seconds(30)

    /// A reading of `runtime`, written through `write`.
    package init(runtime: BrowserRuntime, write: @escaping (String) -> Void) {
        self.runtime = runtime
        self.write = write
        page = LinearPage(runtime.state, in: runtime.environment)
        runtime.watchesEffects = { [unowned self] effect in
            if case .save(let change) = effect { saves.append(change) }
        }
    }

    /// Reads Home, then takes commands from `readLine` until `quit` or the end of input.
    package func run(readLine: () -> String?) {
        settle()
        readScreen()
        while !runtime.state.isFinished {
            write("> ")
            guard let line = readLine() else {
                write("\n")
                perform(.quit)
                break
            }
            guard let command = LinearCommand(line) else { continue }
            perform(command)
        }
        say("Goodbye.")
    }

    /// Reads the first screen whole, every item, and no prompt: a document printed.
    func readWhole() {
        settle(leavingRests: false)
        page = LinearPage(runtime.state, in: runtime.environment, upTo: .max)
        say(page.summary + ".")
        var shown = 0
        repeat {
            let next = page.lines(after: shown)
            for line in next.lines { write(TextSanitizer.printableLine(line) + "\n") }
            shown = next.shown
        } while shown < page.elements.count
    }

    /// Says `line`, cut to `maxAnnouncement` characters, with nothing a terminal would obey.
    func say(_ line: String) {
        let text = TextSanitizer.printableLine(line)
        write((text.count > Self.maxAnnouncement ? String(text.prefix(Self.maxAnnouncement - 1)) + "…" : text) + "\n")
    }

    /// Reads the current screen from its start.
    func readScreen() {
        page = LinearPage(runtime.state, in: runtime.environment, upTo: 2 * LinearPage.pageSize)
        shown = 0
        say(page.summary + ".")
        readMore(justRead: true)
    }

    /// Says the screen's next items; unless the screen was `justRead`, read again first as far
    /// as the items after them, so that what "Type more" promises is there.
    func readMore(justRead: Bool = false) {
        if !justRead { readAtLeast(shown + 2 * LinearPage.pageSize) }
        let next = page.lines(after: shown)
        for line in next.lines { write(TextSanitizer.printableLine(line) + "\n") }
        shown = next.shown
        if shown < page.elements.count {
            let of = page.isWhole ? " of \(page.elements.count)" : ""
            say("Type more for items \(shown + 1) to \(min(page.elements.count, shown + LinearPage.pageSize))\(of).")
        } else if next.lines.isEmpty {
            say("That is all of \(LinearWords.plain(page.name)): \(page.elements.count) items\(page.mayGrow ? " so far; more are loading" : "").")
        }
    }

    /// Reads the screen again as far as item `number` when it may have grown since it was read
    /// (a long document's rest arriving), or was not read whole and not that far: a long
    /// screen is read as its items are asked for. Its drawings are kept, so reading again
    /// what was read costs little.
    func readAtLeast(_ number: Int) {
        guard page.mayGrow || !page.isWhole && page.elements.count <= number else { return }
        // What has arrived meanwhile is taken first: nothing else takes it while input is read.
        settle()
        page = LinearPage(runtime.state, in: runtime.environment, upTo: number)
    }

    /// Sends events and waits for what they started, as flows do.
    func send(_ events: BrowserEvent...) {
        for event in events where !runtime.state.isFinished {
            runtime.send(event)
            settle()
        }
    }

    func key(_ character: Character) -> BrowserEvent { .input(.key(.character(character))) }

    /// Waits for what the last command started; `leavingRests`, not for a long document's
    /// rest, which is read as it comes (a count said meanwhile says "so far").
    private func settle(leavingRests: Bool = true) {
        if !runtime.settle(timeout: Self.commandTimeout, leavingRests: leavingRests) {
            say("Still loading after \(Self.commandTimeout.components.seconds) seconds; what came so far is read.")
        }
    }
}
