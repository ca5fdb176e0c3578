import FeedModel
import FeedRendering

/// Inspect (`i`): from the focused element to the JSON that made it.
extension BrowserState {
    /// Asks for the focused element's place and JSON; the panel opens at once and fills in
    /// when the runtime has read the document again.
    mutating func inspectFocused(in environment: BrowserEnvironment) -> Outcome {
        guard let focus = screen.focus, focus.module < screen.list.count else { return .status(.nothingToInspect) }
        let list = screen.list
        let module = list.modules[focus.module]
        guard let path = list.document(of: focus.module), module.type != HiddenModule.typeName else { return .status(.builtByTheBrowser) }
        let stops = layout(in: environment).list.focusPlan(focus.module).stops
        let stop = stops.indices.contains(focus.element) ? stops[focus.element] : nil
        let request = InspectRequest(
            path: path, modulePosition: module.position, steps: ElementAddress.steps(for: stop, in: module),
            moduleType: module.type, moduleID: module.id, part: ElementAddress.name(of: stop?.part), action: stop?.action
        )
        let pending = InspectorPanel(title: request.part, lines: ["Reading \(path) …"], isPending: true)
        return run(OverlaysFeature.self, .show(.inspector(pending, offset: 0)), on: \.overlays, in: environment) + Outcome([.inspect(request)])
    }

    /// Whether the inspect panel is open and waiting for its document.
    public var awaitsInspection: Bool { overlays.awaitsInspection }

    /// The panel's lines at the box's width: long lines of JSON wrap rather than being cut.
    func inspectorRows(_ panel: InspectorPanel) -> [(DisplayText, TextRole)] {
        let width = max(1, panelBox.width - 4)
        return panel.lines.flatMap { line -> [(DisplayText, TextRole)] in
            let role: TextRole = line == "json" ? .title : line.hasPrefix("  ") ? .body : .muted
            return DisplayText(line).wrapped(width: width).map { ($0, role) }
        }
    }

    func drawInspector(_ panel: InspectorPanel, offset: Int, into buffer: inout Buffer, in environment: BrowserEnvironment) {
        drawPanel(title: " Inspect: \(panel.title) ", rows: inspectorRows(panel), offset: offset, into: &buffer, in: environment)
    }
}
