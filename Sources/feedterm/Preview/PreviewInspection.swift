import FeedModel
import FeedRendering
import Foundation

/// `preview --inspect`: below the drawing, every element of every module drawn, each with its
/// JSON path, file:line:column, module, action and own JSON. A module with no actionable
/// element is one entry, the module itself.
enum PreviewInspection {
    static func lines(for modules: [Module], data: Data, file: String, renderer: FeedRenderer, width: Int) -> [String] {
        var entries: [[String]] = []
        for (index, module) in modules.enumerated() where module.type != HiddenModule.typeName {
            let stops = renderer.focusPlan(for: module).stops
            for (element, stop) in (stops.isEmpty ? [nil] : stops.map(Optional.some)).enumerated() {
                let steps = ElementAddress.steps(for: stop, in: module)
                guard let inspection = ElementInspection.find(in: data, modulePosition: module.position, steps: steps) else { continue }
                let part = ElementAddress.name(of: stop?.part)
                entries.append(["[\(index).\(element)] \(module.type) \(part)"]
                    + InspectReport.lines(for: inspection, file: file, moduleType: module.type, moduleID: module.id, part: part, action: stop?.action).map { "  " + $0 })
            }
        }
        let title = "── inspect: \(entries.count == 1 ? "1 element" : "\(entries.count) elements") "
        let rule = title + String(repeating: "─", count: max(0, width - title.count))
        return ["", rule] + entries.joined(separator: [""])
    }
}
