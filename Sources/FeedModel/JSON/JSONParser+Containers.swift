extension JSONParser {
    /// Opens an array or object. An empty one is closed at once (true); otherwise its first
    /// element is begun (false).
    mutating func open() throws(JSONSyntaxError) -> Bool {
        guard stack.count < Self.maxDepth else {
            throw JSONSyntaxError(offset: position, code: .nestingTooDeep, message: "nesting deeper than \(Self.maxDepth) levels")
        }
        let isObject = bytes[position] == UInt8(ascii: "{")
        var container = OpenContainer(entry: tape.count, isObject: isObject)
        tape.append(JSONTapeEntry(kind: isObject ? .object : .array, flag: false, holdsDuplicateKey: false, start: UInt32(position), length: 0, next: 0))
        if !isObject, let streamChoice {
            let key = stack.last?.isObject == true ? tape[tape.count - 2] : nil
            container.streams = streamChoice(stack.count, key)
        }
        stack.append(container)
        position += 1
        skipWhitespace()
        if position < bytes.count, bytes[position] == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
            position += 1
            close()
            return true
        }
        try beginElement()
        return false
    }

    /// Before an element of the innermost container: an object's key and colon, or for a
    /// streamed array, where the element starts on the tape.
    mutating func beginElement() throws(JSONSyntaxError) {
        let last = stack.count - 1
        if stack[last].isObject {
            try key()
        } else if stack[last].streams {
            stack[last].elementStart = tape.count
        }
    }

    /// `"key"` then `:`, with the white space around them.
    ///
    /// Each key sets one bit of its object's 64-bit mask by a cheap hash of its bytes; only
    /// when two keys share a bit (or a key has an escape) are the object's keys compared in
    /// pairs as it closes. An object of distinct keys, nearly every object, costs nothing more.
    private mutating func key() throws(JSONSyntaxError) {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw unexpected("a key in double quotes")
        }
        try string()
        let key = tape[tape.count - 1]
        let bit: UInt64 = 1 << UInt64(JSONString.keyHash(key, in: bytes) & 63)
        let last = stack.count - 1
        if stack[last].keyBits & bit != 0 || key.flag {
            stack[last].mayRepeatKey = true
        }
        stack[last].keyBits |= bit
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
            throw unexpected("':' after the key")
        }
        position += 1
        skipWhitespace()
    }

    /// Counts a finished value in its container, and hands a streamed element over. Inlined
    /// into the parser's loop, which calls it after every value.
    @inline(__always)
    mutating func completeValue() {
        let last = stack.count - 1
        guard last >= 0 else { return }
        stack[last].count += 1
        guard stack[last].streams, let elementHandler else { return }
        let start = stack[last].elementStart
        let index = Int(stack[last].count) - 1
        let end = position
        tape.withUnsafeBufferPointer { elementHandler($0, start, index, end) }
        tape.removeAll(from: start)
    }

    mutating func close() {
        let container = stack.removeLast()
        // A streamed array's elements are gone from the tape: it is left empty.
        tape[container.entry].length = container.streams ? 0 : container.count
        tape[container.entry].next = UInt32(tape.count)
        if container.mayRepeatKey, hasDuplicateKey(object: container.entry) {
            tape[container.entry].flag = true
        }
        if container.holdsDuplicateKey || tape[container.entry].flag {
            tape[container.entry].holdsDuplicateKey = true
            if !stack.isEmpty { stack[stack.count - 1].holdsDuplicateKey = true }
        }
    }

    /// Whether two members of the object at tape index `object` have the same key, comparing
    /// every pair: only for the few objects whose keys' bits collided (`key()`).
    /// - Complexity: O(members²).
    private func hasDuplicateKey(object: Int) -> Bool {
        tape.withUnsafeBufferPointer { entries in
            let end = entries.count
            var key = object + 1
            while key < end {
                var other = Int(entries[key + 1].next)
                while other < end {
                    if JSONString.sameKey(entries[key], entries[other], in: bytes) { return true }
                    other = Int(entries[other + 1].next)
                }
                key = Int(entries[key + 1].next)
            }
            return false
        }
    }
}
