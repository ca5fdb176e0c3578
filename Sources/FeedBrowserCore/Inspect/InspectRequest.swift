import FeedModel
import FoundationEssentials

/// What `i` asks the runtime to read: one element of a module, in the document it came from.
public struct InspectRequest: Sendable, Equatable {
    /// The document's path in the source.
    public let path: String
    /// The module's index in that document, as the decoder numbered it.
    public let modulePosition: Int?
    /// The steps from the module's object to the element.
    public let steps: [JSONAddressStep]
    /// The module's type, for the panel's title.
    public let moduleType: String
    /// The module's id, when it has one.
    public let moduleID: String?
    /// The element's name within its module: "card 2", "footer".
    public let part: String
    /// The action the element performs, when it has one.
    public let action: Action?

    /// The panel for this element, from its document's bytes at `place`.
    package func panel(data: Data, place: String) -> InspectorPanel {
        guard let inspection = ElementInspection.find(in: data, modulePosition: modulePosition, steps: steps) else {
            return InspectorPanel(title: part, lines: ["\(place) no longer holds this element: it changed since it was loaded. r reloads."])
        }
        let lines = InspectReport.lines(for: inspection, file: place, moduleType: moduleType, moduleID: moduleID, part: part, action: action)
        return InspectorPanel(title: "\(moduleType) · \(part)", lines: lines)
    }
}
