import FeedInput
import FeedModel

/// One step of a flow: keys pressed, text typed, an element found by its text and focused,
/// pressed or clicked, a cell clicked, the terminal resized, expectations checked, or a
/// checkpoint; and where it stands in its file, for the errors that name its line.
package struct FlowStep: Equatable {
    /// What a step does.
    package enum Kind: Equatable {
        /// Keys pressed one after another; the wheel is a key here too (`WheelUp`, `WheelDown`).
        case keys([InputEvent])
        /// Text typed into whatever has the keys (the search prompt), a character at a time.
        case text(String)
        /// The focus moved to the first focusable element whose text contains this.
        case focus(String)
        /// `focus`, then Enter.
        case press(String)
        /// A click with the mouse: on an element found by its text, or on a cell.
        case click(FlowClick)
        /// The terminal resized to columns × rows.
        case resize(FlowSize)
        /// Expectations checked here; one that fails is reported and the flow goes on.
        case expect([FlowExpectation])
        /// A checkpoint: what the shopper sees now, and what the browser did since the last one.
        case snapshot(String)
    }

    package var kind: Kind
    /// Whether the step may change nothing (the screen, the state, the actions and saves):
    /// without it, a step that does is an error, since it most likely missed its target.
    package var mayDoNothing: Bool
    /// Where the step stands in its file, as a byte offset and as a line and column; nil for
    /// a flow not read from one.
    package var byteOffset: Int?
    package var location: SourceLocation?

    /// A step of `kind`, which must change something unless `mayDoNothing`.
    package init(_ kind: Kind, mayDoNothing: Bool = false, location: SourceLocation? = nil) {
        self.kind = kind
        self.mayDoNothing = mayDoNothing
        self.location = location
    }

    /// Whether the step is input the shopper gives (what must change something).
    package var isInput: Bool {
        switch kind {
        case .keys, .text, .focus, .press, .click: true
        case .resize, .expect, .snapshot: false
        }
    }

    /// How the step reads in a report: `keys Down Down`, `text "walnut"`, `press "Add to cart"`.
    package var summary: String {
        switch kind {
        case .keys(let keys): "keys " + keys.map(FlowKey.name).joined(separator: " ")
        case .text(let text): "text \"\(text)\""
        case .focus(let text): "focus \"\(text)\""
        case .press(let text): "press \"\(text)\""
        case .click(.text(let text)): "click \"\(text)\""
        case .click(.cell(let column, let row)): "click [\(column), \(row)]"
        case .resize(let size): "resize \(size.columns)×\(size.rows)"
        case .expect(let expectations): "expect " + expectations.map(\.key.rawValue).joined(separator: ", ")
        case .snapshot(let name): "snapshot \(name)"
        }
    }

    /// Whether `name` can name a checkpoint: it becomes part of a file's name.
    package static func isCheckpointName(_ name: String) -> Bool {
        // It ends a snapshot's name, where a number would read as a width and app- as a version.
        (1...64).contains(name.count) && name.first?.isLetter == true && !name.hasPrefix("app-")
            && name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0) }
    }
}
