import FeedInput
import FeedModel

/// A terminal's size in a flow file, `[columns, rows]`.
package struct FlowSize: Equatable, Decodable {
    package let columns: Int
    package let rows: Int

    /// What a flow may ask for: from the smallest the browser draws to a large screen.
    package static let columnRange = BrowserMinimumSize.width...1000
    package static let rowRange = BrowserMinimumSize.height...500

    package init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The size `columns` × `rows`, or nil when a flow may not ask for it.
    package static func within(columns: Int, rows: Int) -> FlowSize? {
        columnRange.contains(columns) && rowRange.contains(rows) ? FlowSize(columns: columns, rows: rows) : nil
    }

    /// What a flow may ask for, in words: "columns from 20 to 1000 and rows from 6 to 500".
    package static let allowed = "columns from \(columnRange.lowerBound) to \(columnRange.upperBound) and rows from \(rowRange.lowerBound) to \(rowRange.upperBound)"

    package init(from decoder: any Decoder) throws {
        let values = try decoder.singleValueContainer().decode([Int].self)
        guard values.count == 2, let size = Self.within(columns: values[0], rows: values[1]) else {
            throw FieldError(in: decoder, message: "a size is [columns, rows], \(Self.allowed); found \(values)")
        }
        self = size
    }
}
