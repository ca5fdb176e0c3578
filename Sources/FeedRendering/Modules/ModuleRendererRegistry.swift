import FeedModel

/// Maps a module type to the renderer that draws it.
///
/// `standard` draws every type of the layout format; a host registers its own beside them:
/// `var renderers = ModuleRendererRegistry.standard; renderers.register("gift_guide", GiftGuideRenderer())`.
public struct ModuleRendererRegistry: Sendable {
    private var renderers: [String: any ModuleRenderer] = [:]

    /// A registry that knows no type.
    public init() {}

    /// Draws modules of `type` with `renderer`.
    public mutating func register(_ type: String, _ renderer: any ModuleRenderer) {
        renderers[type] = renderer
    }

    /// The renderer for a type; one that says there is none for an unregistered type.
    public func renderer(for type: String) -> any ModuleRenderer {
        renderers[type] ?? UnrenderableModuleRenderer()
    }

    /// The types it knows, sorted.
    public var typeNames: [String] { renderers.keys.sorted() }

    /// The format's module types.
    public static let standard: ModuleRendererRegistry = {
        var registry = ModuleRendererRegistry()
        registry.register("section_header", BuiltInRenderers.sectionHeader)
        registry.register("search_bar", BuiltInRenderers.searchBar)
        registry.register("hero_banner", BuiltInRenderers.banner)
        registry.register("promo_banner", BuiltInRenderers.banner)
        registry.register("listing_carousel", BuiltInRenderers.listingCarousel)
        registry.register("listing_grid", BuiltInRenderers.listingGrid)
        registry.register("deals_for_you", BuiltInRenderers.dealsForYou)
        registry.register("similar_items_on_sale", BuiltInRenderers.similarItemsOnSale)
        registry.register("listing_detail", BuiltInRenderers.listingDetail)
        registry.register("deferred", BuiltInRenderers.deferred)
        registry.register(HiddenModule.typeName, BuiltInRenderers.hidden)
        return registry
    }()
}
