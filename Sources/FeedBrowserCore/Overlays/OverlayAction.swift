import FeedInput

/// What the overlays feature is asked to do.
enum OverlayAction: Equatable {
    /// Shows an overlay over the list, or none.
    case show(BrowserOverlay?)
    /// A key while an overlay shows; `panel` measures the problems or inspect panel.
    case key(Key, panel: Overlays.PanelSize)
    /// `i`: the panel opens at once, waiting, and the runtime reads the element's document.
    case inspect(InspectRequest)
    /// The inspect panel's content, read by the runtime.
    case inspected(InspectorPanel)
}
