/// Tells a load in flight that nobody waits for it any more (its screen was left, or the
/// browser is ending): a source stops as soon as it can, and answers with what it has.
///
/// The flag is a C `int` so that libcurl's progress callback can read it mid-transfer
/// (the HTTP thread looks at it every 50 ms); it is only ever set from 0 to 1, once.
public final class LoadCancellation: @unchecked Sendable {
    /// 0 while the load is wanted, 1 once it is not.
    let flag: UnsafeMutablePointer<Int32>

    /// A cancellation not yet cancelled.
    public init() {
        flag = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        flag.initialize(to: 0)
    }

    deinit {
        flag.deallocate()
    }

    /// Whether the load is no longer wanted.
    public var isCancelled: Bool { flag.pointee != 0 }

    /// Says the load is no longer wanted.
    public func cancel() {
        flag.pointee = 1
    }
}
