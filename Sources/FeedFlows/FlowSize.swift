import FeedBrowserCore
import FeedModel

/// A terminal's size in a flow file, `[columns, rows]`.
package struct FlowSize: Equatable, Decodable {
    package let columns: Int
    package let rows: Int

    /// What a flow may ask for: from the smallest the browser draws to a large screen.
    package static let columnRange = BrowserState.minimumSize.width...1000
    package static let rowRange = BrowserState.minimumSize.height...500

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    package init(from decoder: any Decoder) throws {
        let values = try decoder.singleValueContainer().decode([Int].self)
        guard values.count == 2, Self.columnRange.contains(values[0]), Self.rowRange.contains(values[1]) else {
            throw FieldError(in: decoder, message: "a size is [columns, rows], columns from \(Self.columnRange.lowerBound) to \(Self.columnRange.upperBound) and rows from \(Self.rowRange.lowerBound) to \(Self.rowRange.upperBound); found \(values)")
        }
        self.init(columns: values[0], rows: values[1])
    }
}
