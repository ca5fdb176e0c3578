/// Where a flow's `click` step clicks: on the element whose text contains a text, or on a
/// cell, `[COLUMN, ROW]` counted from 1 at the top left, as terminals report clicks.
package enum FlowClick: Equatable {
    /// The first focusable element, in reading order, whose text contains this.
    case text(String)
    /// The cell at column `column` and row `row`, from 1.
    case cell(column: Int, row: Int)
}
