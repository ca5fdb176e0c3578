import Dispatch
import Synchronization

/// An answer that comes to a closure, waited for on the calling thread: how the synchronous
/// reads (inspect, validate, preview) sit on top of the asynchronous ones. Never called on the
/// HTTP thread or the event loop, which the answer may need.
enum Waited {
    /// What `start` hands to the closure it is given, once it has.
    static func answer<Value: Sendable>(of start: (@escaping @Sendable (Value) -> Void) -> Void) -> Value {
        let answer = Mutex<Value?>(nil)
        let done = DispatchSemaphore(value: 0)
        start { value in
            answer.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        // Set before the signal that ended the wait.
        return answer.withLock { $0! }
    }
}
