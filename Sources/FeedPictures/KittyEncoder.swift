import Foundation

/// True pixels in kitty's graphics protocol: a picture is sent once as a PNG under an image
/// id, then shown by placements (an id of their own) over cells at the cursor, which does not
/// move, and deleted when no longer shown. Every command asks kitty not to answer (`q=2`).
public enum KittyEncoder {
    /// The payload goes in chunks of at most 4,096 base64 bytes, as the protocol requires.
    static let chunkSize = 4096

    /// Sends `png` as image `id`, shown nowhere yet.
    public static func transmit(_ png: Data, id: UInt32) -> String {
        chunked(png, first: "a=t,f=100,i=\(id),q=2")
    }

    /// Shows image `id` over `columns` × `rows` cells at the cursor, as placement `placement`.
    public static func place(id: UInt32, placement: UInt32, columns: Int, rows: Int) -> String {
        "\u{1B}_Ga=p,i=\(id),p=\(placement),c=\(columns),r=\(rows),C=1,q=2\u{1B}\\"
    }

    /// Takes placement `placement` of image `id` off the screen; the image is kept.
    public static func remove(id: UInt32, placement: UInt32) -> String {
        "\u{1B}_Ga=d,d=i,i=\(id),p=\(placement),q=2\u{1B}\\"
    }

    /// Forgets image `id` and its placements, freeing its data in the terminal.
    public static func forget(id: UInt32) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    /// Takes every placement on the screen off, and forgets the images they show (images
    /// held with no placement are forgotten by id, `forget(id:)`).
    public static let forgetAll = "\u{1B}_Ga=d,d=A,q=2\u{1B}\\"

    /// `png` sent and shown at once over `columns` × `rows` cells at the cursor, with no id:
    /// for `preview`, which prints once.
    public static func display(_ png: Data, columns: Int, rows: Int) -> String {
        chunked(png, first: "a=T,f=100,c=\(columns),r=\(rows),C=1,q=2")
    }

    private static func chunked(_ data: Data, first keys: String) -> String {
        let payload = data.base64EncodedString()
        var out = ""
        var start = payload.startIndex
        var isFirst = true
        repeat {
            let end = payload.index(start, offsetBy: chunkSize, limitedBy: payload.endIndex) ?? payload.endIndex
            let more = end < payload.endIndex ? 1 : 0
            out += "\u{1B}_G\(isFirst ? keys + "," : "")m=\(more);\(payload[start..<end])\u{1B}\\"
            start = end
            isFirst = false
        } while start < payload.endIndex
        return out
    }
}
