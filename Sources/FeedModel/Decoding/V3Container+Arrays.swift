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
        do {
            var checked: [CheckedElement<T>] = []
            switch object {
            case .tape(let tape):
                var array = try tape.nestedArray(forKey: key)
                while !array.isAtEnd { checked.append(try array.decode(CheckedElement<T>.self)) }
            case .erased(let erased):
                var array = try erased.base.nestedUnkeyedContainer(forKey: key)
                while !array.isAtEnd { checked.append(try array.decode(CheckedElement<T>.self)) }
            }
            let values = checked.map { try? $0.result.get() }
            let errors = checked.compactMap { if case .failure(let error) = $0.result { error } else { nil } }
            return (values, errors)
        } catch {
            throw V3Errors.fieldError(from: error, expected: [T].self, in: codingPath, key: key)
        }
    }

    private func lossyElements<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> (elements: [T], count: Int) {
        do {
            switch object {
            case .tape(let tape):
                var array = try tape.nestedArray(forKey: key)
                return try lossyElements(T.self, in: &array)
            case .erased(let erased):
                var array = try erased.base.nestedUnkeyedContainer(forKey: key)
                return try lossyElements(T.self, in: &array)
            }
        } catch {
            throw V3Errors.fieldError(from: error, expected: [T].self, in: codingPath, key: key)
        }
    }

    /// The valid elements of an array, and how many it had.
    private func lossyElements<T: Decodable, Array: UnkeyedDecodingContainer>(_ type: T.Type, in array: inout Array) throws -> (elements: [T], count: Int) {
        var elements: [T] = []
        elements.reserveCapacity(array.count ?? 0)
        var count = 0
        while !array.isAtEnd {
            count += 1
            // LossyElement never throws, so the container always moves on to the next element.
            if let element = try array.decode(LossyElement<T>.self).value {
                elements.append(element)
            }
        }
        return (elements, count)
    }
}
