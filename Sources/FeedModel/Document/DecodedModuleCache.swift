/// The last modules decoded again from their text (`KeptModuleText`), at most `capacity`; the
/// oldest goes first.
struct DecodedModuleCache {
    let capacity: Int
    /// How many modules were decoded again, cached or not.
    var decodes = 0
    private var modules: [Int: Module] = [:]
    /// The cached indices, oldest first, from `oldest` on (a ring, so nothing shifts).
    private var order: [Int] = []
    private var oldest = 0

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// Module `index`, when it is cached.
    func module(_ index: Int) -> Module? {
        modules[index]
    }

    /// Keeps `module` as module `index`, letting the oldest go when the cache is full.
    mutating func keep(_ module: Module, as index: Int) {
        guard modules.updateValue(module, forKey: index) == nil else { return }
        if order.count < capacity {
            order.append(index)
            return
        }
        modules[order[oldest]] = nil
        order[oldest] = index
        oldest = (oldest + 1) % capacity
    }
}
