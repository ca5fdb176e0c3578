import Foundation

/// A message from the client: a request (with an id), a notification (without one), or a
/// response to something the server asked. Its params are decoded when a handler asks for
/// them, into the type that handler knows.
public struct IncomingMessage: Sendable {
    public let id: RequestID?
    public let method: String?
    /// The whole body, from which `params(_:)` decodes.
    let body: Data

    private struct Envelope: Decodable {
        let jsonrpc: String?
        let id: RequestID?
        let method: String?
    }

    private struct ParamsEnvelope<Params: Decodable>: Decodable {
        let params: Params
    }

    /// Reads the envelope; throws `ResponseError.parseError` or `.invalidRequest`.
    public init(body: Data) throws(ResponseError) {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: body)
        } catch {
            throw (try? JSONSerialization.jsonObject(with: body)) == nil ? .parseError : .invalidRequest("not a JSON-RPC message")
        }
        guard envelope.jsonrpc == "2.0" else { throw .invalidRequest("jsonrpc must be \"2.0\"") }
        id = envelope.id
        method = envelope.method
        self.body = body
    }

    /// The params as `Params`; a request whose params do not fit gets `invalidParams`.
    public func params<Params: Decodable>(_ type: Params.Type) throws(ResponseError) -> Params {
        do {
            return try JSONDecoder().decode(ParamsEnvelope<Params>.self, from: body).params
        } catch {
            throw .invalidParams("the params of \(method ?? "the message") do not fit: \(Self.describe(error))")
        }
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .keyNotFound(let key, let context): return "'\((context.codingPath + [key]).map(\.stringValue).joined(separator: "."))' is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "'\(context.codingPath.map(\.stringValue).joined(separator: "."))': \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
