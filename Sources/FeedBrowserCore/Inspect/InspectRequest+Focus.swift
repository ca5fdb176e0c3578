import FeedModel
import FeedRendering

extension InspectRequest {
    /// What `i` asks the runtime to read for the element focused on `screen`, laid out in
    /// `layout`; or why there is nothing to read: nothing focused, or a module the browser
    /// built itself.
    static func focused(on screen: Screen, in layout: ListLayout) -> Result<InspectRequest, InspectRefusal> {
        guard let focus = screen.focus, focus.module < screen.list.count else { return .failure(.nothingFocused) }
        let list = screen.list
        let module = list.modules[focus.module]
        guard let path = list.document(of: focus.module), module.type != HiddenModule.typeName else { return .failure(.builtByTheBrowser) }
        let stops = layout.focusPlan(focus.module).stops
        let stop = stops.indices.contains(focus.element) ? stops[focus.element] : nil
        return .success(InspectRequest(
            path: path, modulePosition: module.position, steps: ElementAddress.steps(for: stop, in: module),
            moduleType: module.type, moduleID: module.id, part: ElementAddress.name(of: stop?.part), action: stop?.action
        ))
    }
}
