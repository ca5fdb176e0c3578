/// Something that draws itself into a rect of a Buffer: a header, a card, a carousel.
///
/// A component is a value with one job. It tells its height for a width, draws inside the area
/// it is given and nowhere else, and survives any area down to 0×0.
public protocol Component {
    /// The rows it needs at this width.
    func height(forWidth width: Int) -> Int
    /// Draws into `area` of `buffer`, recording a hotspot for each actionable element.
    func render(in area: Rect, into buffer: inout Buffer, context: RenderContext)
}
