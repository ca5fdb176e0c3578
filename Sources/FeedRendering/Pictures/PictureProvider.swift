/// Where drawing finds the pictures that have loaded, fitted into a box of cells.
///
/// Drawing never loads: a picture not ready (or that cannot be shown) is nil, and its
/// placeholder is drawn instead. `FeedPictures.PictureStore` is the one the tools use.
public protocol PictureProvider: Sendable {
    /// The picture at `url`, fitted into `columns` × `rows` cells with its aspect kept (it may
    /// be smaller in one direction); nil while it is not ready.
    func picture(for url: String, columns: Int, rows: Int) -> CellPicture?
    /// Whether the picture at `url` has been loaded, or has failed: nothing more to ask for.
    func holds(_ url: String) -> Bool
}
