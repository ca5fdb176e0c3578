/// Arrays by the V3 rules: each bad element dropped alone, with a warning.
extension V3Container {
    /// Decodes a required array whose bad elements are dropped one by one, with a warning each.
    ///
    /// Throws when the key is missing or not an array, or when no element is valid.
    public func requireLossyArrayV3<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> [T] {
        if let probe { return try probe.arrayField(of: T.self, forKey: key.stringValue, required: true, minimum: 1) }
        let (elements, count) = try lossyElements(T.self, forKey: key)
        guard !elements.isEmpty else {
            let reason = count == 0 ? "is empty" : "has no valid element (all \(count) dropped)"
            throw FieldError(path: path(of: key), message: "required array '\(key.stringValue)' \(reason)", code: .emptyArray, byteOffset: byteOffset(of: key))
        }
        return elements
    }

    /// Decodes an optional array: absent is empty; bad elements are dropped with a warning each.
    public func decodeLossyArrayV3<T: Decodable>(_ type: T.Type, forKey key: Key) -> [T] {
        if let probe { return (try? probe.arrayField(of: T.self, forKey: key.stringValue, required: false, minimum: 0)) ?? [] }
        guard hasValue(key) else { return [] }
        do {
            return try lossyElements(T.self, forKey: key).elements
        } catch {
            log.record(V3Errors.fieldError(from: error, expected: [T].self, in: codingPath, key: key).diagnostic(.warning, consequence: "field ignored"))
            return []
        }
    }

    /// Decodes every element of a required array, each in its place (nil where it is bad), and
    /// what was wrong with each bad one (an error, not a warning), so that a file that must be
    /// right whole says all that is wrong with it. Throws when the key is missing or not an
    /// array.
    public func decodeEachV3<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> (values: [T?], errors: [FieldError]) {
        var values: [T?] = []
        var errors: [FieldError] = []
        try forEachElement(CheckedElement<T>.self, as: [T].self, forKey: key, reserving: { values.reserveCapacity($0) }) { checked in
            switch checked.result {
            case .success(let value): values.append(value)
            case .failure(let error):
                values.append(nil)
                errors.append(error)
            }
        }
        return (values, errors)
    }

    /// The valid elements of an array, and how many it had.
    private func lossyElements<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> (elements: [T], count: Int) {
        var elements: [T] = []
        var count = 0
        try forEachElement(LossyElement<T>.self, as: [T].self, forKey: key, reserving: { elements.reserveCapacity($0) }) { lossy in
            count += 1
            if let element = lossy.value { elements.append(element) }
        }
        return (elements, count)
    }

    /// Reads every element of the array at `key` as a `Wrapper` (one that never throws, so the
    /// container always moves on to the next element), after `reserving` its count; an array
    /// (of the type `arrayType`, for the words) that is missing or is no array throws, at its
    /// place.
    private func forEachElement<Wrapper: Decodable>(_ wrapper: Wrapper.Type, as arrayType: Any.Type, forKey key: Key, reserving: (Int) -> Void, _ body: (Wrapper) -> Void) throws {
        do {
            switch object {
            case .tape(let tape):
                var array = try tape.nestedArray(forKey: key)
                try forEachElement(Wrapper.self, in: &array, reserving: reserving, body)
            case .erased(let erased):
                var array = try erased.base.nestedUnkeyedContainer(forKey: key)
                try forEachElement(Wrapper.self, in: &array, reserving: reserving, body)
            }
        } catch {
            throw V3Errors.fieldError(from: error, expected: arrayType, in: codingPath, key: key)
        }
    }

    private func forEachElement<Wrapper: Decodable, Array: UnkeyedDecodingContainer>(_ wrapper: Wrapper.Type, in array: inout Array, reserving: (Int) -> Void, _ body: (Wrapper) -> Void) throws {
        reserving(array.count ?? 0)
        while !array.isAtEnd {
            body(try array.decode(Wrapper.self))
        }
    }
}
