/// One element of a lossy array: the value, or nil with a warning when it is bad.
struct LossyElement<Element: Decodable>: Decodable {
    let value: Element?

    init(from decoder: any Decoder) throws {
        do {
            value = try Element(from: decoder)
        } catch {
            let fieldError = V3Errors.fieldError(from: error, expected: Element.self, in: decoder.codingPath, key: nil)
            decoder.diagnosticLog.record(fieldError.diagnostic(.warning, consequence: "element dropped"))
            value = nil
        }
    }
}
