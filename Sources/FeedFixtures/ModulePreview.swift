import FeedModel

/// A module's Previews value as a module of its type, named as its snapshot is.
public struct ModulePreview: Sendable {
    /// The snapshot group, the payload's name: `Banner` for a `hero_banner`.
    public let group: String
    public let name: String
    public let module: Module

    /// Every module preview: what the preview snapshots draw and the focus walk goes through,
    /// each type's in `StandardModuleType`'s order (`StandardModuleType.previews`).
    public static let all: [ModulePreview] = StandardModuleType.allCases.flatMap(\.previews)

    /// `payload`'s previews as modules of `type`.
    static func previews<Payload: PreviewedPayload>(of payload: Payload.Type, as type: StandardModuleType) -> [ModulePreview] {
        Payload.previews.map { ModulePreview(group: String(describing: Payload.self), name: $0.name, module: Module(type: type.type.name, payload: $0.value)) }
    }
}
