/// Finding modules held decoded by their ids: the modules a browser made or changed itself
/// (its placeholders), found without decoding a module kept as text.
extension FeedModules {
    /// The indices and ids of the modules held decoded, in order.
    public var decodedIDs: [(index: Int, id: String)] {
        decodedRuns.flatMap { start, modules in
            modules.indices.compactMap { offset in modules[offset].id.map { (start + offset, $0) } }
        }
    }

    /// The first module held decoded whose id is `id`.
    public func firstDecodedIndex(ofID id: String) -> Int? {
        for (start, modules) in decodedRuns {
            if let offset = modules.firstIndex(where: { $0.id == id }) { return start + offset }
        }
        return nil
    }

    /// The last module held decoded whose id is `id`, looked for from the end: a feed's
    /// next-page placeholder is its last module.
    public func lastDecodedIndex(ofID id: String) -> Int? {
        for (start, modules) in decodedRuns.reversed() {
            if let offset = modules.lastIndex(where: { $0.id == id }) { return start + offset }
        }
        return nil
    }
}
