import Foundation

/// True pixels as iTerm2's inline images (iTerm2 and WezTerm draw them): a PNG file, base64,
/// in one operating-system command, drawn over `columns` × `rows` cells from the cursor.
public enum ITermEncoder {
    /// `png` shown over `columns` × `rows` cells, its aspect kept.
    public static func encode(_ png: Data, columns: Int, rows: Int) -> String {
        "\u{1B}]1337;File=inline=1;size=\(png.count);width=\(columns);height=\(rows);preserveAspectRatio=1:\(png.base64EncodedString())\u{07}"
    }
}
