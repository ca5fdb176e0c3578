/// Why a picture is not shown: its placeholder stays, and this is its warning.
public enum PictureProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The source has no file there.
    case missing
    /// Not a PNG, JPEG, GIF or WebP picture, whatever its name says.
    case unknownFormat
    /// More bytes than the limit.
    case tooManyBytes(limit: Int)
    /// Its header claims more pixels than the limit: refused before decoding.
    case tooManyPixels(String)
    /// The decoder refused it: cut short, or broken.
    case broken(String)
    /// It did not arrive in time.
    case timedOut(seconds: Double)
    /// An absolute URL whose host the reader has not allowed (`--image-host`).
    case hostNotAllowed(String)
    /// A URL the format does not allow, or a path outside the source.
    case refused(String)
    /// It could not be read or fetched.
    case unreadable(String)

    public var description: String {
        switch self {
        case .missing: "the source has no such picture"
        case .unknownFormat: "not a PNG, JPEG, GIF or WebP picture"
        case .tooManyBytes(let limit): "larger than \(limit) bytes"
        case .tooManyPixels(let why): "refused before decoding: \(why)"
        case .broken(let why): "could not be decoded: \(why)"
        case .timedOut(let seconds): "did not arrive within \(seconds.formatted()) s"
        case .hostNotAllowed(let host): "its host \(host) is not allowed (--image-host \(host) allows it)"
        case .refused(let why): why
        case .unreadable(let why): why
        }
    }
}
