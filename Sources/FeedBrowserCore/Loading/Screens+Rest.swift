import FeedModel
import FeedRendering

/// The rest of a long document: its first modules are on the screen at once, the others are
/// decoded in the background, one run after another, each taking the place of the placeholder
/// that says how many are left.
extension Screens {
    /// The placeholder for the modules `result` left undecoded, if any: a slot that starts
    /// decoding them as soon as it is placed. `path` is the document's.
    func restPlaceholder(after result: FeedDecodeResult, path: String, of screen: inout Screen) -> [Module] {
        guard let rest = result.rest, rest.count > 0 else { return [] }
        // The same long document deferred twice on one screen: each rest its own slot.
        let key = Self.unusedKey("rest:\(path)#\(rest.firstPosition)", in: screen.slots)
        screen.slots[key] = Slot(kind: .rest, path: path, rest: rest)
        let left = rest.count == 1 ? "1 more module" : "\(DigitGrouping.grouped(rest.count)) more modules"
        return [Module(id: key, type: ModuleType.deferred.name, payload: Deferred(path: path, title: "the rest of \(path): \(left)", minHeight: 1))]
    }
}
