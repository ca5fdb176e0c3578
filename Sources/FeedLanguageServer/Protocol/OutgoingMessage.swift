import Foundation

/// A message to the client: a response (a result or an error) or a notification, as the body
/// of one frame.
public enum OutgoingMessage {
    /// A response whose result is `result`; nil is sent as `"result": null`, which the
    /// specification requires of a response without a value.
    public static func response(to id: RequestID?, result: (any Encodable)?) -> Data {
        encode(Response(id: id, result: result, error: nil))
    }

    public static func response(to id: RequestID?, error: ResponseError) -> Data {
        encode(Response(id: id, result: nil, error: error))
    }

    public static func notification(_ method: String, params: some Encodable) -> Data {
        encode(Notification(method: method, params: params))
    }

    private struct Response: Encodable {
        let id: RequestID?
        let result: (any Encodable)?
        let error: ResponseError?

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            // A response to a message whose id could not be read carries a null id.
            if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
            if let error {
                try container.encode(error, forKey: .error)
            } else if let result {
                try container.encode(result, forKey: .result)
            } else {
                try container.encodeNil(forKey: .result)
            }
        }
    }

    private struct Notification<Params: Encodable>: Encodable {
        let jsonrpc = "2.0"
        let method: String
        let params: Params
    }

    private static func encode(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        // Every value sent is a plain struct of strings and numbers; encoding cannot fail.
        return (try? encoder.encode(value)) ?? Data(#"{"jsonrpc":"2.0","id":null,"error":{"code":-32603,"message":"a response could not be encoded"}}"#.utf8)
    }
}
