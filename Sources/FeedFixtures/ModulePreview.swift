import FeedModel

/// A module's Previews value as a module of its type, named as its snapshot is.
public struct ModulePreview: Sendable {
    /// The snapshot group, the payload's name: `Banner` for a `hero_banner`.
    public let group: String
    public let name: String
    public let module: Module

    /// Every module preview: what the preview snapshots draw and the focus walk goes through.
    /// A payload two types share (`Banner`) is previewed once, as the first of them.
    public static let all: [ModulePreview] = {
        var seen: Set<ObjectIdentifier> = []
        return ModuleType.standard.flatMap { type -> [ModulePreview] in
            guard seen.insert(ObjectIdentifier(type.payloadType)).inserted,
                  let previewed = type.payloadType as? any PreviewedPayload.Type else { return [] }
            return previews(of: previewed, as: type)
        }
    }()

    private static func previews<Payload: PreviewedPayload>(of payload: Payload.Type, as type: ModuleType) -> [ModulePreview] {
        Payload.previews.map { ModulePreview(group: String(describing: Payload.self), name: $0.name, module: Module(type: type.name, payload: $0.value)) }
    }
}
