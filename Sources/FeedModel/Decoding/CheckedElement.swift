/// One element of an array read whole: the value, or what was wrong with it, kept rather than
/// thrown so that the elements after it are read too (`V3Container.decodeEachV3`).
struct CheckedElement<Element: Decodable>: Decodable {
    let result: Result<Element, FieldError>

    init(from decoder: any Decoder) throws {
        do {
            result = .success(try Element(from: decoder))
        } catch {
            result = .failure(V3Errors.fieldError(from: error, expected: Element.self, in: decoder.codingPath, key: nil))
        }
    }
}
