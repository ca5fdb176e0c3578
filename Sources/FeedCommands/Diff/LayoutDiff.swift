import FeedModel
import Foundation

/// What changed for the shopper between two versions of one layout document, module by
/// module: added, removed, moved (a module found by its `id`, else by type and which of that
/// type it is, in another place), and changed, each changed field with its old and new value;
/// a changed or added module that some of the project's app versions do not show says which,
/// and a change under `requires` or `fallback` says who it touches.
package struct LayoutDiff: Sendable {
    package let changes: [ModuleChange]

    package init(old: JSONValue, new: JSONValue, appVersions: AppVersions?, decoder: FeedDecoder = FeedDecoder()) {
        let (oldModules, newModules) = (Self.modules(of: old), Self.modules(of: new))
        let matching = ModuleMatching(old: oldModules.modules, new: newModules.modules)
        var changes: [ModuleChange] = []
        let documentFields = FieldDifferences.between(Self.withoutModules(old), Self.withoutModules(new), at: [])
        if !documentFields.isEmpty {
            changes.append(ModuleChange(kind: .changed, name: "(the document)", type: "feed", oldIndex: nil, newIndex: nil, fields: documentFields))
        }
        let matchedOld = Set(matching.pairs.map(\.old))
        let oldOfNew = Dictionary(matching.pairs.map { ($0.new, $0.old) }, uniquingKeysWith: { first, _ in first })
        for (index, module) in oldModules.modules.enumerated() where !matchedOld.contains(index) {
            changes.append(ModuleChange(kind: .removed, name: Self.name(of: module, at: index, in: oldModules.modules), type: ModuleMatching.typeName(of: module), oldIndex: index, newIndex: nil))
        }
        for (index, module) in newModules.modules.enumerated() {
            let name = Self.name(of: module, at: index, in: newModules.modules)
            let type = ModuleMatching.typeName(of: module)
            guard let oldIndex = oldOfNew[index] else {
                var added = ModuleChange(kind: .added, name: name, type: type, oldIndex: nil, newIndex: index)
                added.versions = appVersions.flatMap { Self.versions(of: module, in: $0, decoder: decoder) }
                changes.append(added)
                continue
            }
            let fields = FieldDifferences.between(oldModules.modules[oldIndex], module, at: newModules.prefix + [AnyCodingKey(intValue: index)])
            if matching.moved.contains(index) {
                changes.append(ModuleChange(kind: .moved, name: name, type: type, oldIndex: oldIndex, newIndex: index))
            }
            guard !fields.isEmpty else { continue }
            var changed = ModuleChange(kind: .changed, name: name, type: type, oldIndex: oldIndex, newIndex: index, fields: fields)
            changed.versions = appVersions.flatMap { Self.versions(of: module, in: $0, decoder: decoder) }
            changed.touches = Self.touches(fields, versions: changed.versions)
            changes.append(changed)
        }
        self.changes = changes
    }

    /// The modules of a document of any of the three shapes, and the path to their array.
    static func modules(of document: JSONValue) -> (prefix: [AnyCodingKey], modules: [JSONValue]) {
        switch document {
        case .array(let modules): return ([], modules)
        case .object(let members):
            if case .array(let modules)? = members["modules"] { return (["modules"], modules) }
            return ([], [document])
        default: return ([], [])
        }
    }

    private static func withoutModules(_ document: JSONValue) -> JSONValue? {
        guard case .object(var members) = document, members["modules"] != nil else { return nil }
        members["modules"] = nil
        return .object(members)
    }

    /// `id` where the module has one, else its type and which of that type it is (`promo_banner #2`).
    private static func name(of module: JSONValue, at index: Int, in modules: [JSONValue]) -> String {
        if case .string(let id)? = module["id"] { return id }
        let type = ModuleMatching.typeName(of: module)
        return "\(type) #\(modules[..<index].count { ModuleMatching.typeName(of: $0) == type } + 1)"
    }

    /// Which of the project's app versions do not show the module itself, and what they see.
    private static func versions(of module: JSONValue, in appVersions: AppVersions, decoder: FeedDecoder) -> String? {
        guard let data = try? JSONEncoder().encode(module), let decoded = decoder.decode(data).document?.modules.first else { return nil }
        let hole = appVersions.clients.filter { appVersions.shownDepth(of: decoded, at: $0) == nil }
        let fallback = appVersions.clients.filter { (appVersions.shownDepth(of: decoded, at: $0) ?? 0) > 0 }
        var parts: [String] = []
        if !hole.isEmpty { parts.append("\(AppVersions.list(hole)) \(hole.count == 1 ? "sees" : "see") nothing here (a hole)") }
        if !fallback.isEmpty { parts.append("\(AppVersions.list(fallback)) \(fallback.count == 1 ? "sees" : "see") its fallback") }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// Who a change under `requires` or `fallback` touches.
    private static func touches(_ fields: [ModuleChange.Field], versions: String?) -> [String] {
        var touches: [String] = []
        if fields.contains(where: { $0.path.contains(".requires") }) {
            touches.append("who sees it: its requires changed (flags, experiments or min_version)")
        }
        if fields.contains(where: { $0.path.contains(".fallback") }) {
            touches.append("its fallback changed: " + (versions?.contains("fallback") == true ? versions ?? "" : "none of the project's app versions shows it"))
        }
        return touches
    }
}
