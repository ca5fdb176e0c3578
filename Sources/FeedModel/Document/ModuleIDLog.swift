/// The module ids one decode has met, so that a second module with the same id in one document
/// is reported (FT314): impressions and kept state are keyed by it.
///
/// Each id is kept with its module's index only, not its path: a feed of 100,000 modules keeps
/// 100,000 of them. One decode runs on one thread, so it takes no lock.
///
/// An open-addressed table by FNV-1a of the id's bytes: every module of a feed asks, and a
/// `Dictionary`'s seeded hashing and growth cost ten times as much a note. Its properties are
/// used by one thread at a time, so the run-time exclusivity checks are left out.
final class ModuleIDLog {
    @exclusivity(unchecked) private var ids: [String] = []
    @exclusivity(unchecked) private var positions: [Int] = []
    /// The byte offset of each id's value, when the decode keeps it (`FeedDecoder.recordsModuleIDs`).
    @exclusivity(unchecked) private var offsets: [Int?] = []
    @exclusivity(unchecked) private var hashes: [UInt64] = []
    /// Each slot holds an index into `ids`, or -1; never more than half full.
    @exclusivity(unchecked) private var slots = [Int32](repeating: -1, count: 256)

    /// Notes `id` of the module at `position`, its value at `offset`; returns the position of
    /// the module that had it first, when one did.
    func note(_ id: String, at position: Int, offset: Int? = nil) -> Int? {
        let hash = Self.hash(id)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, ids[index] == id { return positions[index] }
            slot = (slot + 1) & mask
        }
        guard ids.count < Int32.max else { return nil }
        slots[slot] = Int32(ids.count)
        ids.append(id)
        positions.append(position)
        offsets.append(offset)
        hashes.append(hash)
        if ids.count * 2 > slots.count { grow() }
        return nil
    }

    /// Each id met, with the position and offset of the first module that had it, in order.
    var firstPlaces: [(id: String, position: Int, offset: Int?)] {
        ids.indices.map { (ids[$0], positions[$0], offsets[$0]) }
    }

    /// Doubles the table and places every id again.
    private func grow() {
        slots = [Int32](repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index)
        }
    }

    /// FNV-1a, 64 bits, of the id's UTF-8.
    private static func hash(_ id: String) -> UInt64 {
        var id = id
        return id.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            return hash
        }
    }
}
