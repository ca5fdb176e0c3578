import FeedRendering

/// What a flow's checkpoint records: the screen, what the browser did since the checkpoint
/// before, and the steps that led there.
package struct FlowCheckpoint {
    /// The checkpoint's name in the flow file.
    package let name: String
    /// The screen as the shopper sees it.
    package let buffer: Buffer
    /// Where the focused element is drawn on it, if anything is focused.
    package let focus: Rect?
    /// One line for each action, impression and save since the checkpoint before (`FlowHappening`).
    package let happened: [String]
    /// The steps since the checkpoint before, as a report shows them.
    package let steps: [String]

    /// The lines a snapshot's text ends with, after the screen: what happened since the last
    /// checkpoint, so that a flow guards behaviour as well as drawing.
    package var notes: String {
        let lines = happened.isEmpty ? ["  nothing"] : happened.map { "  " + $0 }
        return (["since the last checkpoint:"] + lines).joined(separator: "\n") + "\n"
    }
}
