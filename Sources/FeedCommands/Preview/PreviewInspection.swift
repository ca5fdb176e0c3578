import FeedModel
import FeedRendering
import Foundation

/// `preview --inspect`: below the drawing, every element of every module drawn, each with its
/// JSON path, file:line:column, module, action and own JSON. A module with no actionable
/// element is one entry, the module itself.
package enum PreviewInspection {
    package static func lines(for modules: [Module], data: Data, file: String, renderer: FeedRenderer, width: Int) -> [String] {
        var elements: [(module: Int, stop: FocusStop?)] = []
        for (index, module) in modules.enumerated() where module.type != HiddenModule.typeName {
            let stops = renderer.focusPlan(for: module).stops
            elements += (stops.isEmpty ? [nil] : stops.map(Optional.some)).map { (index, $0) }
        }
        let found = ElementInspection.findAll(in: data, elements.map { (modules[$0.module].position, ElementAddress.steps(for: $0.stop, in: modules[$0.module])) })
        var entries: [[String]] = []
        var previousModule = -1, number = 0
        for ((index, stop), inspection) in zip(elements, found) {
            number = index == previousModule ? number + 1 : 0
            previousModule = index
            guard let inspection else { continue }
            let module = modules[index]
            let part = ElementAddress.name(of: stop?.part)
            entries.append(["[\(index).\(number)] \(module.type) \(part)"]
                + InspectReport.lines(for: inspection, file: file, moduleType: module.type, moduleID: module.id, part: part, action: stop?.action).map { "  " + $0 })
        }
        let title = "── inspect: \(entries.count == 1 ? "1 element" : "\(entries.count) elements") "
        let rule = title + String(repeating: "─", count: max(0, width - title.count))
        return ["", rule] + entries.joined(separator: [""])
    }
}
