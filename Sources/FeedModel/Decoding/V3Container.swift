/// A keyed container that decodes by the V3 rules of FORMAT.md §4.
///
/// `requireV3` throws a `FieldError` naming the deepest field at fault, so the nearest place that
/// can recover (an optional field, an element of a lossy array, a module) drops just what it must.
/// `decodeV3` never throws: a value that is present but bad becomes nil and a warning.
public struct V3Container<Key: CodingKey> {
    public let base: KeyedDecodingContainer<Key>
    /// The decoder's userInfo, where its log is: looked up only when there is something to
    /// report, since most containers of a feed report nothing.
    private let userInfo: [CodingUserInfoKey: Any]
    private let givenLog: DiagnosticLog?

    public init(base: KeyedDecodingContainer<Key>, log: DiagnosticLog) {
        self.base = base
        self.givenLog = log
        self.userInfo = [:]
    }

    init(base: KeyedDecodingContainer<Key>, userInfo: [CodingUserInfoKey: Any]) {
        self.base = base
        self.givenLog = nil
        self.userInfo = userInfo
    }

    /// Where warnings go; the one the decoder carries.
    public var log: DiagnosticLog {
        givenLog ?? userInfo[.diagnosticLog] as? DiagnosticLog ?? DiagnosticLog()
    }

    public var codingPath: [any CodingKey] { base.codingPath }

    /// Whether the key is present with a value other than null.
    public func hasValue(_ key: Key) -> Bool {
        base.contains(key) && (try? base.decodeNil(forKey: key)) == false
    }

    /// The JSON path of a key in this container.
    public func path(of key: Key) -> String {
        JSONPath.string(for: codingPath + [key])
    }

    /// Decodes a required value; throws a `FieldError` when it is missing, null or bad.
    public func requireV3<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        do {
            return try base.decode(T.self, forKey: key)
        } catch {
            throw V3Errors.fieldError(from: error, expected: T.self, in: codingPath, key: key)
        }
    }

    /// Decodes a required value that must also pass `check`, which returns a complaint or nil.
    public func requireV3<T: Decodable>(_ type: T.Type, forKey key: Key, check: (T) -> String?) throws -> T {
        let value = try requireV3(type, forKey: key)
        if let complaint = check(value) {
            throw FieldError(path: path(of: key), message: complaint)
        }
        return value
    }

    /// Decodes an optional value: absent or null is nil silently; present but bad is nil with a warning.
    public func decodeV3<T: Decodable>(_ type: T.Type, forKey key: Key) -> T? {
        do {
            // One lookup: absent and null are nil, anything else is decoded or thrown.
            return try base.decodeIfPresent(T.self, forKey: key)
        } catch {
            report(V3Errors.fieldError(from: error, expected: T.self, in: codingPath, key: key), key: key)
            return nil
        }
    }

    /// Decodes an optional value that must also pass `check`; a value that fails it is a warning.
    public func decodeV3<T: Decodable>(_ type: T.Type, forKey key: Key, check: (T) -> String?) -> T? {
        guard let value = decodeV3(type, forKey: key) else { return nil }
        if let complaint = check(value) {
            log.record(.warning(path(of: key), complaint + "; field ignored"))
            return nil
        }
        return value
    }

    /// Decodes a required array whose bad elements are dropped one by one, with a warning each.
    ///
    /// Throws when the key is missing or not an array, or when no element is valid.
    public func requireLossyArrayV3<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> [T] {
        let (elements, count) = try lossyElements(T.self, forKey: key)
        guard !elements.isEmpty else {
            let reason = count == 0 ? "is empty" : "has no valid element (all \(count) dropped)"
            throw FieldError(path: path(of: key), message: "required array '\(key.stringValue)' \(reason)")
        }
        return elements
    }

    /// Decodes an optional array: absent is empty; bad elements are dropped with a warning each.
    public func decodeLossyArrayV3<T: Decodable>(_ type: T.Type, forKey key: Key) -> [T] {
        guard hasValue(key) else { return [] }
        do {
            return try lossyElements(T.self, forKey: key).elements
        } catch {
            report(error as? FieldError, key: key)
            return []
        }
    }

    private func lossyElements<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> (elements: [T], count: Int) {
        var array: any UnkeyedDecodingContainer
        do {
            array = try base.nestedUnkeyedContainer(forKey: key)
        } catch {
            throw V3Errors.fieldError(from: error, expected: [T].self, in: codingPath, key: key)
        }
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

    private func report(_ error: FieldError?, key: Key) {
        let error = error ?? FieldError(path: path(of: key), message: "invalid value")
        log.record(.warning(error.path, error.message + "; field ignored"))
    }
}
