import FeedBrowserCore
import FeedFlows
import FeedInput
import FeedModel
import FeedRendering

/// The steps a shopper takes, done to the session's browser: keys, text, an element found by
/// its text (`FlowTarget`) focused, pressed or clicked, a cell clicked, a resize.
extension FlowSession {
    /// Does the input or resize `step` at `place`, waiting after each event for what it
    /// started; throws a `FlowFailure` at the step's line when it cannot be done.
    func perform(_ step: FlowStep, at place: String) throws {
        let location = step.location
        func send(_ event: BrowserEvent) throws { try self.send(event, at: place, location: location) }
        switch step.kind {
        case .keys(let inputs):
            for input in inputs { try send(.input(input)) }
        case .text(let text):
            for character in text { try send(.input(.key(.character(character)))) }
        case .focus(let text):
            try send(.focus(try FlowTarget.entry(showing: text, in: self, at: place, location: location).element))
        case .press(let text):
            try send(.focus(try FlowTarget.entry(showing: text, in: self, at: place, location: location).element))
            try send(.input(.key(.enter)))
        case .click(.text(let text)):
            let element = try FlowTarget.entry(showing: text, in: self, at: place, location: location).element
            try send(.focus(element))
            // Clicked where the shopper sees it now: the focus scrolled it into view.
            redraw()
            guard let rect = runtime.environment.lastFrameHotspots.first(where: { $0.element == element })?.rect else {
                throw FlowFailure(at: location, "\(place): the element that shows \"\(text)\" is not drawn on the screen, so it cannot be clicked")
            }
            try send(.input(.click(x: rect.x, y: rect.y)))
        case .click(.cell(let column, let row)):
            guard column <= runtime.state.width, row <= runtime.state.height else {
                throw FlowFailure(at: location, "\(place): the cell [\(column), \(row)] is outside the \(runtime.state.width)×\(runtime.state.height) screen")
            }
            try send(.input(.click(x: column - 1, y: row - 1)))
        case .resize(let size):
            try send(.input(.resize(width: size.columns, height: size.rows)))
        case .expect, .snapshot:
            break
        }
        redraw()
    }
}
