import FeedInput
import FeedModel
import FeedRendering

/// Everything that can change the browser's state.
public enum BrowserEvent: Sendable {
    /// A key, a click, the wheel, a resize.
    case input(InputEvent)
    /// The focus moved to an element of the current screen, scrolled into view: what a flow's
    /// step by text asks for, having found the element in `BrowserState.readingOrder(in:)`.
    /// Overlays close, as for a click; an element the screen does not have changes nothing.
    case focus(ElementID)
    /// A load's result: the decoded document, or nil when the source has no such document.
    case loaded(LoadID, FeedDecodeResult?)
    /// A picture's load ended: it is ready to draw, or `problem` says why it is not shown.
    case pictureLoaded(LoadID, problem: String?)
    /// The host's answer for an action the browser asked it to perform.
    case answered(Action, HostAnswer)
    /// What the state store keeps for this source.
    case stateLoaded(KeptState)
    /// Something the runtime has to say (the state store moved a broken file aside, a write
    /// failed): shown on the status line.
    case notice(String)
    /// What inspect found for the focused element.
    case inspected(InspectorPanel)
    /// Time passing while loads are in flight.
    case tick
}
