import FeedModel
import Foundation

/// What changed for the shopper between two versions of one layout document, module by
/// module: added, removed, moved (a module found by its `id`, else by type and which of that
/// type it is, in another place), and changed, each changed field with its old and new value;
/// a changed or added module that some of the project's app versions do not show says which,
/// and a change under `requires` or `fallback` says who it touches.
package struct LayoutDiff: Sendable {
    package let changes: [ModuleChange]

    package init(old oldModules: ModuleTexts, new newModules: ModuleTexts, appVersions: AppVersions?, decoder: FeedDecoder = FeedDecoder()) {
        let matching = ModuleMatching(old: oldModules.modules, new: newModules.modules)
        var changes: [ModuleChange] = []
        let documentFields = FieldDifferences.between(oldModules.rest, newModules.rest, at: [])
        if !documentFields.isEmpty {
            changes.append(ModuleChange(kind: .changed, name: "(the document)", type: "feed", oldIndex: nil, newIndex: nil, fields: documentFields))
        }
        let matchedOld = Set(matching.pairs.map(\.old))
        let (oldOrdinals, newOrdinals) = (ModuleMatching.ordinals(of: oldModules.modules), ModuleMatching.ordinals(of: newModules.modules))
        let oldOfNew = Dictionary(matching.pairs.map { ($0.new, $0.old) }, uniquingKeysWith: { first, _ in first })
        for (index, module) in oldModules.modules.enumerated() where !matchedOld.contains(index) {
            changes.append(ModuleChange(kind: .removed, name: Self.name(of: module, ordinal: oldOrdinals[index]), type: ModuleMatching.typeName(of: module), oldIndex: index, newIndex: nil))
        }
        for (index, module) in newModules.modules.enumerated() {
            let name = Self.name(of: module, ordinal: newOrdinals[index])
            let type = ModuleMatching.typeName(of: module)
            guard let oldIndex = oldOfNew[index] else {
                var added = ModuleChange(kind: .added, name: name, type: type, oldIndex: nil, newIndex: index)
                added.versions = appVersions.flatMap { Self.versions(of: module, in: $0, decoder: decoder) }
                changes.append(added)
                continue
            }
            // The same text is the same module: only one whose bytes changed is read as a value.
            let before = oldModules.modules[oldIndex]
            if matching.moved.contains(index) {
                changes.append(ModuleChange(kind: .moved, name: name, type: type, oldIndex: oldIndex, newIndex: index))
            }
            guard before.bytes != module.bytes else { continue }
            let (oldValue, newValue) = (Self.value(of: before), Self.value(of: module))
            let fields = FieldDifferences.between(oldValue, newValue, at: newModules.prefix + [AnyCodingKey(intValue: index)])
            guard !fields.isEmpty else { continue }
            var changed = ModuleChange(kind: .changed, name: name, type: type, oldIndex: oldIndex, newIndex: index, fields: fields)
            changed.versions = appVersions.flatMap { Self.versions(of: module, in: $0, decoder: decoder) }
            changed.touches = Self.touches(fields, versions: changed.versions, old: oldValue?["requires"], new: newValue?["requires"])
            changes.append(changed)
        }
        self.changes = changes
    }

    /// The readers a `requires` shows a module to, in words: "everyone", "flag sales, 5.0.0 and later".
    private static func readers(_ requires: JSONValue?) -> String {
        var parts: [String] = []
        if case .array(let flags)? = requires?["flags"], !flags.isEmpty {
            parts.append("flag" + (flags.count == 1 ? " " : "s ") + flags.map { if case .string(let flag) = $0 { flag } else { $0.description } }.joined(separator: " and "))
        }
        if case .object(let experiments)? = requires?["experiments"] {
            parts += experiments.sorted { $0.key < $1.key }.map { "experiment \($0.key) in \(FieldDifferences.shown($0.value))" }
        }
        if case .string(let version)? = requires?["min_version"] { parts.append("\(version) and later") }
        return parts.isEmpty ? "everyone" : parts.joined(separator: ", ")
    }

    /// A module's text as a value.
    static func value(of module: ModuleTexts.Module) -> JSONValue? {
        module.value()
    }

    /// `id` where the module has one, else its type and which of that type it is (`promo_banner #2`).
    private static func name(of module: ModuleTexts.Module, ordinal: Int) -> String {
        if let id = module.id { return id }
        return "\(ModuleMatching.typeName(of: module)) #\(ordinal + 1)"
    }

    /// Which of the project's app versions do not show the module itself, and what they see.
    private static func versions(of module: ModuleTexts.Module, in appVersions: AppVersions, decoder: FeedDecoder) -> String? {
        guard let decoded = decoder.decode(module.bytes).document?.modules.first else { return nil }
        let hole = appVersions.clients.filter { appVersions.shownDepth(of: decoded, at: $0) == nil }
        let fallback = appVersions.clients.filter { (appVersions.shownDepth(of: decoded, at: $0) ?? 0) > 0 }
        var parts: [String] = []
        if !hole.isEmpty { parts.append("\(AppVersions.list(hole)) \(hole.count == 1 ? "sees" : "see") nothing here (a hole)") }
        if !fallback.isEmpty { parts.append("\(AppVersions.list(fallback)) \(fallback.count == 1 ? "sees" : "see") its fallback") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Who a change under `requires` or `fallback` touches: the readers the module was shown
    /// to and is now, and the app versions that show its fallback.
    private static func touches(_ fields: [ModuleChange.Field], versions: String?, old: JSONValue?, new: JSONValue?) -> [String] {
        var touches: [String] = []
        if fields.contains(where: { $0.path.contains(".requires") }) {
            touches.append("who sees it: \(readers(old)) before, \(readers(new)) now")
        }
        if fields.contains(where: { $0.path.contains(".fallback") }) {
            touches.append("its fallback changed: " + (versions?.contains("fallback") == true ? versions ?? "" : "none of the project's app versions shows it"))
        }
        return touches
    }
}
