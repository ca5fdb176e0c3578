/// A module's `fallback`, and what the app versions a project serves show in its place.
extension ModuleSlot {
    /// The `fallback` of the module `container` reads, of type `type`: nil when it names none,
    /// or names one that is nested too deep, is not a module or `"drop"`, or is an invalid module
    /// (each reported where it stands, the last as any invalid module is).
    static func fallback(in container: V3Container<AnyCodingKey>, of type: String, decoder: any Decoder) -> ModuleFallback? {
        if let probe = container.probe {
            probe.fixedField("fallback", schema: [
                "description": "What to show in the module's place to a reader who cannot be shown it: a module, or \"drop\" for nothing (the default).",
                "oneOf": [["const": "drop"], SchemaDefinitions.reference("Module")],
            ])
            return nil
        }
        let key = AnyCodingKey("fallback")
        guard container.contains(key), let nested = try? container.superDecoder(forKey: key) else { return nil }
        let depth = decoder.codingPath.count { $0.stringValue == "fallback" } + 1
        guard depth <= ModuleFallback.maximumDepth else {
            container.warn(key, "a fallback nested more than \(ModuleFallback.maximumDepth) deep is ignored: nothing is shown in the module's place", code: .fallbackTooDeep)
            return nil
        }
        if nested.mayHold(.string), let text = try? nested.singleValueContainer().decode(String.self) {
            guard text == "drop" else {
                container.warn(key, "fallback is a module or \"drop\", not the string '\(text)'; nothing is shown in the module's place", code: .invalidValue)
                return nil
            }
            return .drop
        }
        guard let fields = try? nested.container(keyedBy: AnyCodingKey.self) else {
            container.warn(key, "fallback is a module or \"drop\"; nothing is shown in the module's place", code: .wrongType)
            return nil
        }
        if (try? fields.decode(String.self, forKey: "type")) == type {
            let typePath = JSONPath.string(for: nested.codingPath + [AnyCodingKey("type")])
            let offset = container.tape.flatMap { tape in
                TapeKeyedContainer<AnyCodingKey>(context: tape.context, object: tape.valueIndex(for: key) ?? tape.object).valueIndex(for: "type").map { tape.context.entries[$0].offset }
            }
            container.log.record(.warning(typePath, "the fallback is a \(type), the module's own type: a client that cannot show the module cannot show it either", code: .fallbackOfOwnType, at: offset))
        }
        return ModuleSlot(decoder: nested, position: nil, isFallback: true).module.map(ModuleFallback.module)
    }

    /// Warns at the module's type when some of the project's app versions show nothing in its
    /// place although nobody chose it (`AppVersions.holes`), naming them, newest first.
    func reportHoles(in module: Module, versions: AppVersions, decoder: TapeDecoder) {
        let holes = versions.holes(in: module)
        guard !holes.isEmpty else { return }
        let unknown = module.fallbackChain.compactMap { shown in
            versions.since[shown.type].flatMap { first in holes.contains { $0 < first } ? "\(shown.type) is known from \(first)" : nil }
        }
        let why = unknown.isEmpty ? "" : ": " + unknown.joined(separator: ", ")
        let verb = holes.count == 1 ? "shows" : "show"
        let modulePath = JSONPath.string(for: decoder.codingPath)
        let typeKey = TapeKeyedContainer<AnyCodingKey>(context: decoder.context, object: decoder.entry).valueIndex(for: "type")
        decoder.diagnosticLog.record(.warning(
            JSONPath.string(for: decoder.codingPath + [AnyCodingKey("type")]),
            "\(AppVersions.list(holes)) \(verb) nothing here\(why); add a fallback \(holes.count == 1 ? "it knows" : "they know"), or \"fallback\": \"drop\" to show nothing on purpose",
            code: .versionsShowNothing, at: typeKey.map { decoder.context.entries[$0].offset }, fix: .addFallback(module: modulePath)
        ))
    }
}
