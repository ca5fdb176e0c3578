import FeedBrowserCore
import FeedModel
import FeedRendering

/// What a program that uses FeedBrowser as a library adds to it: its own module types and
/// action types, and the first say on every action and impression.
///
/// ```swift
/// var host = BrowserHost()
/// host.register(module: "gift_note", payload: GiftNote.self, renderer: GiftNoteRenderer())
/// host.register(action: "share_listing", payload: ShareListing.self) { share in
///     .handled(message: "Shared listing \(share.listingID)")
/// }
/// host.actions = ActionHandler { action in … }   // every other action: handle it, or not
/// ```
public struct BrowserHost: Sendable {
    /// The module types documents are decoded with: the format's and the host's.
    public private(set) var moduleTypes = ModuleTypeRegistry.standard
    /// The renderers modules are drawn with: the format's and the host's.
    public private(set) var renderers = ModuleRendererRegistry.standard
    /// Asked about every action that is not of a registered type; `.builtIn` answers
    /// not handled, so the browser performs it.
    public var actions = ActionHandler.builtIn
    /// Told of every impression.
    public var impressions: @Sendable (Impression) -> Void = { _ in }
    private var performers: [String: @Sendable (Action) -> HostAnswer] = [:]

    /// Keys the host's layouts send ahead of the format: not reported as unknown.
    public var knownKeys: Set<String> = []

    /// A host that adds nothing: the format's types, every action left to the browser.
    public init() {}

    /// A decoder that knows the host's module and action types, and opens a long document
    /// early: its first `firstModules` are decoded, and the browser decodes the rest in the
    /// background while they show (`FeedDecoder.opensWith`).
    public var decoder: FeedDecoder {
        var decoder = FeedDecoder(moduleTypes: moduleTypes, knownKeys: knownKeys)
        decoder.opensWith = Self.firstModules
        return decoder
    }

    /// How many modules of a long document are decoded before its first screen: more than the
    /// largest terminal shows at once.
    public static let firstModules = 64

    /// Adds what a project's config declares: its module types (kept, and drawn as a labelled
    /// placeholder where no renderer is registered), its action types and its known keys.
    public mutating func declare(_ config: ProjectConfig) {
        moduleTypes = config.moduleTypes(adding: moduleTypes)
        knownKeys.formUnion(config.knownKeys)
    }

    /// Registers a module type: how its payload decodes, and the renderer that plans its
    /// focus stops and draws it.
    public mutating func register<Payload: ModulePayload & Decodable>(module type: String, payload: Payload.Type, renderer: any ModuleRenderer) {
        moduleTypes.register(type, as: Payload.self)
        renderers.register(type, renderer)
    }

    /// Registers an action type the host performs, with the payload its JSON object decodes
    /// into. An action whose fields do not decode is answered with what is wrong.
    public mutating func register<Payload: Decodable & Sendable>(action type: String, payload: Payload.Type, perform: @escaping @Sendable (Payload) -> HostAnswer) {
        moduleTypes.hostActionTypes.insert(type)
        performers[type] = { action in
            do {
                guard let payload = try action.decodePayload(as: Payload.self) else { return .notHandled }
                return perform(payload)
            } catch {
                return .handled(message: "Cannot perform '\(type)': \(error)")
            }
        }
    }

    /// The host's answer for an action: a registered type's performer, else `actions`.
    public func handle(_ action: Action) -> HostAnswer {
        if let perform = performers[action.typeName] {
            return perform(action)
        }
        return actions(action)
    }
}
