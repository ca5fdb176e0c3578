/// A JSON value read straight off our tape, by the kind the parser found: no decoding by
/// trial, whose every failed try built an error with its coding path (walked from the
/// document's root), which made inspecting a long feed quadratic.
extension JSONValue {
    init(tape decoder: TapeDecoder) throws {
        let context = decoder.context
        let entry = context.entries[decoder.entry]
        switch entry.kind {
        case .object:
            var members: [String: JSONValue] = [:]
            var key = decoder.entry + 1
            while key < Int(entry.next) {
                let name = JSONString.decode(context.entries[key], in: context.bytes)
                if members[name] == nil {
                    members[name] = try JSONValue(tape: TapeDecoder(context: context, entry: key + 1))
                }
                key = Int(context.entries[key + 1].next)
            }
            self = .object(members)
        case .array:
            var elements: [JSONValue] = []
            var element = decoder.entry + 1
            while element < Int(entry.next) {
                elements.append(try JSONValue(tape: TapeDecoder(context: context, entry: element)))
                element = Int(context.entries[element].next)
            }
            self = .array(elements)
        case .string:
            self = .string(try context.string(at: decoder.entry))
        case .number:
            // An integer exactly where `TapeContext.integer` would take one (1e2 too), without
            // its error for a number that is not.
            if entry.flag, let value = JSONNumber.integer(entry, in: context.bytes), let exact = Int(exactly: value) {
                self = .integer(exact)
                return
            }
            let double = try context.double(at: decoder.entry)
            let underflows = double == 0 && JSONNumber.hasNonzeroDigit(JSONNumber.text(entry, in: context.bytes))
            if !underflows, double.isFinite, double.rounded() == double, abs(double) < 0x1p63, let exact = Int(exactly: double) {
                self = .integer(exact)
            } else {
                self = .number(double)
            }
        case .true:
            self = .bool(true)
        case .false:
            self = .bool(false)
        case .null:
            self = .null
        }
    }
}
