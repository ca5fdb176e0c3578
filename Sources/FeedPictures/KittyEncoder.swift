import Foundation

/// True pixels in kitty's graphics protocol: the RGBA pixels sent whole, base64 in chunks of
/// 4,096 bytes, shown over `columns` × `rows` cells at the cursor, which does not move.
public enum KittyEncoder {
    /// `pixels` as kitty graphics commands, drawn over `columns` × `rows` cells.
    public static func encode(_ pixels: Pixels, columns: Int, rows: Int) -> String {
        let payload = Data(pixels.rgba).base64EncodedString()
        var out = ""
        var start = payload.startIndex
        var first = true
        while start < payload.endIndex {
            let end = payload.index(start, offsetBy: 4096, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex ? 1 : 0
            let keys = first ? "a=T,f=32,s=\(pixels.width),v=\(pixels.height),c=\(columns),r=\(rows),C=1,q=2,m=\(more)" : "m=\(more)"
            out += "\u{1B}_G\(keys);\(payload[start..<end])\u{1B}\\"
            start = end
            first = false
        }
        return out
    }
}
