import FeedModel

/// What a `deferred` module, or the next page of a feed, shows until its content arrives: its
/// title and state in a dim frame `minHeight` rows tall, or one line when it is shorter than 3.
public struct PlaceholderComponent: Component {
    /// The deferred module it stands for.
    public var deferred: Deferred

    /// The placeholder of `deferred`.
    public init(deferred: Deferred) {
        self.deferred = deferred
    }

    public func height(forWidth width: Int) -> Int { deferred.minHeight }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        guard !area.isEmpty else { return }
        let theme = context.theme
        let state = context.state.placeholders[context.moduleKey] ?? .waiting
        var inner = area
        if area.height >= 3, area.width >= 4 {
            Frame.draw(area, style: theme.style(.border), into: &buffer)
            inner = area.inset(horizontal: 2, vertical: 1)
        }
        let name = deferred.title ?? deferred.path
        let lines: [(DisplayText, TextRole)]
        switch state {
        case .waiting: lines = [(DisplayText("⋯ \(name)"), .muted), (DisplayText("loads \(deferred.path)"), .muted)]
        case .loading: lines = [(DisplayText("⋯ Loading \(name)…"), .muted)]
        case .failed(let why): lines = [(DisplayText("✕ Could not load \(name): \(why)"), .error), ("Press r to try again", .subtitle)]
        case .refused(let why): lines = [(DisplayText("✕ Not loaded: \(why)"), .error)]
        }
        for (offset, (text, role)) in lines.prefix(inner.height).enumerated() {
            buffer.draw(text, in: inner.row(offset), style: theme.style(role))
        }
    }
}
