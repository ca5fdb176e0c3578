/// Why a frame of the byte stream could not be read.
public enum FramingError: Error, Equatable, CustomStringConvertible {
    case headerTooLong
    case missingContentLength(String)
    case bodyTooLarge(Int)

    public var description: String {
        switch self {
        case .headerTooLong: "a frame's headers are longer than \(MessageFramer.maxHeaderBytes) bytes"
        case .missingContentLength(let header): "a frame has no valid Content-Length header: \(header.prefix(80).debugDescription)"
        case .bodyTooLarge(let length): "a frame's body of \(length) bytes is over the limit"
        }
    }
}
