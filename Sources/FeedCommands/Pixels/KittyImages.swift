import FeedPictures

/// The pictures a kitty terminal holds for browse: each picture at each size sent once under
/// an image id, its placements numbered, and the least recently shown forgotten once more
/// than `kept` are held, so the terminal's memory stays small however long the feed.
package struct KittyImages {
    /// Pictures held besides those on the screen: scrolling back shows them without sending.
    package static let kept = 32

    private struct Key: Hashable {
        package let url: String
        package let columns: Int
        package let rows: Int
    }

    private var ids: [Key: UInt32] = [:]
    /// Least recently shown first.
    private var order: [Key] = []
    private var imageOfPlacement: [UInt32: UInt32] = [:]
    private var nextImage: UInt32 = 1
    private var nextPlacement: UInt32 = 1

    /// The id of `url`'s picture at `columns` × `rows` cells, and what sends it when the
    /// terminal does not hold it yet (else empty): `pixels` as a PNG the size of those cells,
    /// centred, as kitty stretches a picture to the cells it is placed over. nil when it
    /// cannot be encoded: nothing is sent, and it is tried again next time.
    package mutating func image(for url: String, _ pixels: Pixels, columns: Int, rows: Int, cell: (width: Int, height: Int)) -> (id: UInt32, transmit: String)? {
        let key = Key(url: url, columns: columns, rows: rows)
        if let id = ids[key] {
            order.removeAll { $0 == key }
            order.append(key)
            return (id, "")
        }
        guard let png = PNGEncoder.encode(pixels.centred(in: columns * cell.width, rows * cell.height)) else { return nil }
        let id = nextImage
        nextImage = nextImage == UInt32.max ? 1 : nextImage + 1
        ids[key] = id
        order.append(key)
        return (id, KittyEncoder.transmit(png, id: id))
    }

    /// What forgets every picture held, placed or not: for quitting.
    package mutating func forgetAll() -> String {
        let commands = ids.values.map(KittyEncoder.forget).joined()
        ids = [:]
        order = []
        imageOfPlacement = [:]
        return commands
    }

    /// A new placement number for image `id`.
    package mutating func newPlacement(of id: UInt32) -> UInt32 {
        let placement = nextPlacement
        nextPlacement = nextPlacement == UInt32.max ? 1 : nextPlacement + 1
        imageOfPlacement[placement] = id
        return placement
    }

    /// What takes placement `placement` off the screen.
    package mutating func remove(placement: UInt32) -> String {
        guard let id = imageOfPlacement.removeValue(forKey: placement) else { return "" }
        return KittyEncoder.remove(id: id, placement: placement)
    }

    /// What forgets the least recently shown pictures past `kept`, none of them of `urls`
    /// (those on the screen) nor placed.
    package mutating func forgetUnused(keeping urls: Set<String>) -> [String] {
        var commands: [String] = []
        let placed = Set(imageOfPlacement.values)
        var index = 0
        while order.count > Self.kept, index < order.count {
            let key = order[index]
            guard let id = ids[key], !urls.contains(key.url), !placed.contains(id) else {
                index += 1
                continue
            }
            order.remove(at: index)
            ids[key] = nil
            commands.append(KittyEncoder.forget(id: id))
        }
        return commands
    }
}
