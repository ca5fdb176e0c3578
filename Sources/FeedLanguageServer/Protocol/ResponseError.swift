/// A JSON-RPC error, as a response carries it: a code from the specification and words.
public struct ResponseError: Error, Sendable, Equatable, Encodable {
    public let code: Int
    public let message: String

    public static let parseError = ResponseError(code: -32700, message: "the message is not JSON")
    public static func invalidRequest(_ why: String) -> ResponseError { ResponseError(code: -32600, message: why) }
    public static func methodNotFound(_ method: String) -> ResponseError { ResponseError(code: -32601, message: "feedterm lsp does not answer \(method)") }
    public static func invalidParams(_ why: String) -> ResponseError { ResponseError(code: -32602, message: why) }
    public static func internalError(_ why: String) -> ResponseError { ResponseError(code: -32603, message: why) }
    public static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized: send initialize first")
    public static let shuttingDown = ResponseError(code: -32600, message: "the server is shutting down: only exit is answered")
}
