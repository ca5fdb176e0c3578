import FeedRendering
import Synchronization

/// The pictures that have loaded, kept small and bounded, and their cells at each size drawn.
///
/// What is kept of a picture is its pixels scaled to at most `keptSide` on a side (a
/// photograph is drawn in a few dozen cells), the least recently drawn dropped first once
/// they pass `maxBytes`; a dropped picture is loaded again when it is next on screen.
/// Failures are kept too, so a bad picture is asked for once. Safe from any thread.
public final class PictureStore: PictureProvider {
    /// The longest side kept for cells: 4 pixels a cell across 48 columns, 2 down 48 rows.
    public static let cellsSide = 192
    /// The longest side kept for a terminal that draws pixels: a place of 39 × 13 cells (a
    /// listing's photo at 160 × 48) at 10 × 20 pixels a cell.
    public static let pixelsSide = 384
    /// The longest side this store keeps, and pictures are decoded at.
    public let keptSide: Int
    private let maxBytes: Int
    private let state = Mutex(Contents())

    private struct Contents {
        var pixels: [String: Pixels] = [:]
        var failures: [String: PictureProblem] = [:]
        /// Least recently used first.
        var order: [String] = []
        var bytes = 0
        var cells: [CellKey: CellPicture] = [:]
        var cellOrder: [CellKey] = []
    }

    private struct CellKey: Hashable {
        let url: String
        let columns: Int
        let rows: Int
    }

    /// The most cell pictures kept: more than a tall terminal full of cards shows.
    private static let cellsKept = 512

    /// A store that keeps at most `maxBytes` of pixels, each picture at most `keptSide` on
    /// a side.
    public init(maxBytes: Int = 48 << 20, keptSide: Int = PictureStore.cellsSide) {
        self.maxBytes = maxBytes
        self.keptSide = keptSide
    }

    /// Keeps the picture at `url`, scaled down to `keptSide`.
    public func insert(_ pixels: Pixels, for url: String) {
        let kept = pixels.downscaled(maxSide: keptSide)
        state.withLock { contents in
            if let old = contents.pixels.updateValue(kept, forKey: url) {
                contents.bytes -= old.byteCount
                contents.order.removeAll { $0 == url }
            }
            contents.failures[url] = nil
            contents.order.append(url)
            contents.bytes += kept.byteCount
            while contents.bytes > maxBytes, contents.order.count > 1 {
                let oldest = contents.order.removeFirst()
                contents.bytes -= contents.pixels.removeValue(forKey: oldest)?.byteCount ?? 0
                contents.cells = contents.cells.filter { $0.key.url != oldest }
                contents.cellOrder.removeAll { $0.url == oldest }
            }
        }
    }

    /// Records why the picture at `url` is not shown.
    public func fail(_ url: String, _ problem: PictureProblem) {
        state.withLock { $0.failures[url] = problem }
    }

    /// Why the picture at `url` is not shown, if it failed.
    public func problem(of url: String) -> PictureProblem? {
        state.withLock { $0.failures[url] }
    }

    /// The pixels kept of the picture at `url`.
    public func pixels(for url: String) -> Pixels? {
        state.withLock { $0.pixels[url] }
    }

    /// Whether the picture at `url` is kept, or has failed: nothing more to ask for.
    public func holds(_ url: String) -> Bool {
        state.withLock { $0.pixels[url] != nil || $0.failures[url] != nil }
    }

    /// The picture at `url` as cells fitted into `columns` × `rows`, converted the first time
    /// that size is asked for and kept; nil while it is not kept.
    public func picture(for url: String, columns: Int, rows: Int) -> CellPicture? {
        guard columns > 0, rows > 0 else { return nil }
        let key = CellKey(url: url, columns: columns, rows: rows)
        let found: (cells: CellPicture?, pixels: Pixels?) = state.withLock { contents in
            guard let pixels = contents.pixels[url] else { return (nil, nil) }
            if contents.order.last != url, let index = contents.order.firstIndex(of: url) {
                contents.order.remove(at: index)
                contents.order.append(url)
            }
            return (contents.cells[key], pixels)
        }
        if let cells = found.cells { return cells }
        guard let pixels = found.pixels else { return nil }
        // Converted outside the lock: other threads draw meanwhile.
        guard let cells = CellConverter.cells(from: pixels, columns: columns, rows: rows) else { return nil }
        state.withLock { contents in
            if contents.cells.updateValue(cells, forKey: key) == nil {
                contents.cellOrder.append(key)
                if contents.cellOrder.count > Self.cellsKept {
                    contents.cells[contents.cellOrder.removeFirst()] = nil
                }
            }
        }
        return cells
    }
}
