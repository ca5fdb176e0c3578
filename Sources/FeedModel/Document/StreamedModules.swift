/// Which array of a document holds its modules, and the modules decoded from it while the
/// parser streams it: the elements of a top-level array, or of a feed object's first
/// `modules` key.
///
/// A class, because the parser's callbacks fill it in as they run.
final class StreamedModules {
    /// What is kept of each module that decoded.
    enum Keeping {
        /// Nothing: the modules are only counted (`FeedDecoder.keepsModules` false).
        case nothing
        /// The decoded module.
        case modules
        /// Where its text is, to decode it again when it is read (`KeptModuleText`).
        case text
    }

    private let bytes: UnsafeRawBufferPointer
    let keeping: Keeping
    /// How many elements are decoded as they stream; the others are only noted, for
    /// `UndecodedModules` to decode later.
    let decodesFirst: Int
    /// Where each element after the first `decodesFirst` starts and ends.
    private(set) var undecodedStarts: [UInt32] = []
    private(set) var undecodedEnds: [UInt32] = []
    private(set) var modules: [Module] = []
    /// The kept modules' text, when they are kept as text.
    private(set) var table = KeptModuleTable()
    /// How many elements the streamed array had, dropped modules included.
    private(set) var count = 0
    /// Whether an array was streamed; its modules then replace the empty one left on the tape.
    private(set) var didStream = false
    /// The coding path of the streamed array: `$` or `$.modules`.
    private(set) var pathPrefix: [any CodingKey] = []
    /// Whether the top-level object's first `modules` key has been seen; later ones are
    /// ignored by decoding (the first of duplicate keys wins), so they are not streamed.
    private var sawModulesKey = false

    init(bytes: UnsafeRawBufferPointer, keeping: Keeping, decodesFirst: Int = .max) {
        self.bytes = bytes
        self.keeping = keeping
        self.decodesFirst = decodesFirst
    }

    /// Whether element `index` is decoded now, rather than noted for later.
    func decodes(_ index: Int) -> Bool {
        index < decodesFirst
    }

    /// Notes an element left undecoded: where its `text` is (the parser keeps a document under
    /// 4 GiB, so offsets fit 32 bits).
    func leave(text: Range<Int>) {
        count += 1
        undecodedStarts.append(UInt32(text.lowerBound))
        undecodedEnds.append(UInt32(text.upperBound))
    }

    /// The parser's question as an array opens: is this the modules array?
    func choose(depth: Int, key: JSONTapeEntry?) -> Bool {
        if depth == 0 {
            didStream = true
            return true
        }
        guard depth == 1, let key, !sawModulesKey, JSONString.decode(key, in: bytes) == "modules" else { return false }
        sawModulesKey = true
        didStream = true
        pathPrefix = [AnyCodingKey("modules")]
        return true
    }

    /// Keeps a decoded module, or where its `text` is, as the decode keeps them; nil for one
    /// that was dropped (and reported), or that nothing is kept of.
    func add(_ module: Module?, text: Range<Int>) {
        count += 1
        guard let module else { return }
        switch keeping {
        case .nothing: break
        case .modules: modules.append(module)
        case .text: table.note(module, text: text)
        }
    }
}
