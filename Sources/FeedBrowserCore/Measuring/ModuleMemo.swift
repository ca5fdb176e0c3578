/// Values kept by module index, in chunks of 256: a copy shares every chunk, and a write then
/// copies only the chunk it lands in.
///
/// What is measured of a list is handed from frame to frame as a value (`ListMeasures`); a
/// dictionary of a long feed's heights would be copied whole by the first write after each
/// handing, which made a frame cost more the further a reader had scrolled.
struct ModuleMemo<Value: Sendable>: Sendable {
    private var chunks: [ContiguousArray<Value?>?] = []
    private static var chunkBits: Int { 8 }

    /// Nothing kept yet.
    init() {}

    /// The value kept for module `index`; nil when there is none.
    subscript(index: Int) -> Value? {
        get {
            let chunk = index >> Self.chunkBits
            guard index >= 0, chunk < chunks.count, let values = chunks[chunk] else { return nil }
            return values[index & (1 << Self.chunkBits - 1)]
        }
        set {
            guard index >= 0 else { return }
            let chunk = index >> Self.chunkBits
            while chunks.count <= chunk { chunks.append(nil) }
            if chunks[chunk] == nil {
                chunks[chunk] = ContiguousArray(repeating: nil, count: 1 << Self.chunkBits)
            }
            chunks[chunk]![index & (1 << Self.chunkBits - 1)] = newValue
        }
    }
}
