import FeedModel
import FeedRendering

/// What a flow run reports at a place in its file: an expectation that did not hold (the
/// flow went on), or what stopped the flow (a step whose text names nothing focusable, a step
/// that changed nothing, loads that never ended).
package struct FlowFailure: Error, Equatable, CustomStringConvertible {
    /// The failed expectation's key, or the step that stopped the flow; nil for what happened
    /// before the first step.
    package let location: SourceLocation?
    /// `expected …, found …`, or why the flow stopped.
    package let message: String

    package init(at location: SourceLocation?, _ message: String) {
        self.location = location
        self.message = message
    }

    package var description: String { message }

    /// `FILE:LINE:COL: message`, as compilers and validate place a problem; nothing a terminal
    /// would obey.
    package func line(file: String) -> String {
        let place = location.map { ":\($0.line):\($0.column)" } ?? ""
        return TextSanitizer.printableLine("\(file)\(place): \(message)")
    }

    /// The failure as a located error diagnostic, for validate's and snapshot's reports.
    package var diagnostic: Diagnostic {
        Diagnostic(severity: .error, path: JSONPath.root, message: message, code: .unreadableDocument, location: location)
    }
}
