import FeedModel
import FeedPictures
import FeedRendering
import Foundation

/// The pictures of the bundled layouts, read from `layouts/` as `feedterm snapshot` reads them
/// (a relative url is a path in the source); absolute URLs are never fetched, so they stay
/// placeholders. Only PNG is bundled: JPEG decoders differ in the last bit.
enum LayoutPictures {
    /// A renderer that draws `modules`' bundled pictures.
    static func renderer(for modules: [Module], base: FeedRenderer = FeedRenderer()) -> FeedRenderer {
        let store = PictureStore()
        for url in Set(modules.flatMap(\.payload.pictures).map(\.url)) where !WebURL.isWeb(url) {
            let file = repositoryRoot.appendingPathComponent("layouts").appendingPathComponent(url)
            guard let data = try? Data(contentsOf: file), let pixels = try? PictureDecoder.decode(data) else { continue }
            store.insert(pixels, for: url)
        }
        var renderer = base
        renderer.pictures = store
        return renderer
    }
}
