/// Components one under another, each as tall as it asks for.
public struct StackComponent: Component {
    /// The components, top to bottom.
    public var children: [any Component]

    /// `children` one below the other.
    public init(_ children: [any Component]) {
        self.children = children
    }

    public func height(forWidth width: Int) -> Int {
        children.reduce(0) { $0 + $1.height(forWidth: width) }
    }

    public func scroll(toShowFocusIn state: inout ViewState, width: Int, context: RenderContext) {
        for child in children {
            child.scroll(toShowFocusIn: &state, width: width, context: context)
        }
    }

    public func render(in area: Rect, into buffer: inout Buffer, context: RenderContext) {
        var y = area.y
        for child in children {
            guard y < area.maxY else { break }
            let height = child.height(forWidth: area.width)
            child.render(in: Rect(x: area.x, y: y, width: area.width, height: min(height, area.maxY - y)), into: &buffer, context: context)
            y += height
        }
    }
}
