/// A growing run of plain values that only the parser holds: its tape and its stack of open
/// containers.
///
/// An Array asks the runtime whether its storage is shared before each change
/// (`swift_isUniquelyReferenced`), about 2.5 million calls in the parse of a 10 MB feed;
/// storage nothing else can hold needs no such question. Indexes are still checked.
struct ParserBuffer<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    /// An empty buffer with room for `capacity` values before it grows.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    subscript(index: Int) -> Element {
        unsafeAddress {
            precondition(index >= 0 && index < count, "index out of range")
            return UnsafePointer(base + index)
        }
        unsafeMutableAddress {
            precondition(index >= 0 && index < count, "index out of range")
            return base + index
        }
    }

    @inline(__always)
    mutating func append(_ value: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count += 1
    }

    mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast from an empty buffer")
        count -= 1
        return base[count]
    }

    /// Drops every value from `start` on.
    mutating func removeAll(from start: Int) {
        precondition(start >= 0 && start <= count, "index out of range")
        count = start
    }

    /// Calls `body` with the values, valid only inside it.
    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The values as an Array.
    var array: [Element] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.initialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
