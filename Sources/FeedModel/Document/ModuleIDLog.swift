/// The module ids one decode has met, so that a second module with the same id in one document
/// is reported (FT314): impressions and kept state are keyed by it.
///
/// Each id is kept with its module's index only, not its path: a feed of 100,000 modules keeps
/// 100,000 of them. One decode runs on one thread, so it takes no lock.
final class ModuleIDLog {
    private var firstPositions: [String: Int] = [:]

    /// Notes `id` of the module at `position`; returns the position of the module that had it
    /// first, when one did.
    func note(_ id: String, at position: Int) -> Int? {
        if let first = firstPositions[id] { return first }
        firstPositions[id] = position
        return nil
    }
}
