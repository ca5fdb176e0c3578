import Foundation

/// Cuts a byte stream into JSON-RPC messages framed as LSP frames them: headers ending in a
/// blank line, of which `Content-Length` is required, then exactly that many bytes of body.
///
/// Bounded: a header block over 8 KiB or a body over `maxBodyBytes` is refused, so a client
/// that sends garbage cannot make the server buffer for ever.
public struct MessageFramer: Sendable {
    /// What a message's body may be at most: a 10 MB layout, escaped, with room to spare.
    public static let defaultMaxBodyBytes = 64 << 20
    static let maxHeaderBytes = 8 << 10

    private var buffer: [UInt8] = []
    private let maxBodyBytes: Int
    /// How many bytes of a refused body are still to come: passed over as they arrive, never
    /// kept, so that the frame after it is read from its first byte.
    private var skipping = 0

    public init(maxBodyBytes: Int = MessageFramer.defaultMaxBodyBytes) {
        self.maxBodyBytes = maxBodyBytes
    }

    /// Bytes as they arrived; those of a refused body are passed over.
    public mutating func append(_ bytes: some Sequence<UInt8>) {
        var rest = bytes.makeIterator()
        while skipping > 0, rest.next() != nil { skipping -= 1 }
        while let byte = rest.next() { buffer.append(byte) }
    }

    /// The next whole message's body, nil when more bytes are needed. A bad frame throws once
    /// and its bytes are dropped, so the next frame can still be read.
    public mutating func next() throws(FramingError) -> Data? {
        guard let headerEnd = Self.blankLine(in: buffer) else {
            if buffer.count > Self.maxHeaderBytes {
                buffer.removeAll()
                throw .headerTooLong
            }
            return nil
        }
        let header = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        let bodyStart = headerEnd + 4
        guard let length = Self.contentLength(in: header) else {
            buffer.removeSubrange(..<bodyStart)
            throw .missingContentLength(header)
        }
        guard length <= maxBodyBytes else {
            // Exactly the body is passed over, what has come of it now and the rest as it comes.
            let arrived = min(length, buffer.count - bodyStart)
            buffer.removeSubrange(..<(bodyStart + arrived))
            skipping = length - arrived
            throw .bodyTooLarge(length)
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Data(buffer[bodyStart..<(bodyStart + length)])
        buffer.removeSubrange(..<(bodyStart + length))
        return body
    }

    /// Whether a frame has begun and not ended: bytes are waiting for the rest.
    public var holdsPartialFrame: Bool { !buffer.isEmpty || skipping > 0 }

    /// A body framed for sending.
    public static func frame(_ body: Data) -> Data {
        var framed = Data("Content-Length: \(body.count)\r\n\r\n".utf8)
        framed.append(body)
        return framed
    }

    /// The index of the `\r\n\r\n` that ends the headers.
    private static func blankLine(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// `Content-Length`'s value; header names are case-insensitive.
    private static func contentLength(in header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else { return nil }
            return length
        }
        return nil
    }
}
