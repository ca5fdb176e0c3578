/// Walks `FeedModules` in order, decoding each kept module without caching it: a walk over
/// a long feed would otherwise push the modules in view out of the cache.
public struct FeedModulesIterator: IteratorProtocol {
    private let runs: [ModuleRun]
    private var run = 0
    private var offset = 0

    init(runs: [ModuleRun]) {
        self.runs = runs
    }

    /// The next module, decoded when it is kept as text; nil past the last.
    public mutating func next() -> Module? {
        while run < runs.count {
            let current = runs[run]
            guard offset < current.count else {
                run += 1
                offset = 0
                continue
            }
            defer { offset += 1 }
            switch current {
            case .decoded(let modules): return modules[offset]
            case .kept(let text, let range): return text.decode(range.lowerBound + offset)
            }
        }
        return nil
    }
}
