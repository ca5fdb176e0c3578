import FoundationEssentials
import Synchronization

/// Collects the `SourceReference`s of one decode, as `DiagnosticLog` collects its problems.
final class ReferenceLog: @unchecked Sendable {
    private let lock = Mutex<Void>(())
    private var entries = LocatingEntries<SourceReference>()
    /// Whether only the references that load into the same screen (deferred documents and
    /// pages) are kept: enough to find a document that names itself.
    let onlyScreens: Bool

    init(onlyScreens: Bool = false) {
        self.onlyScreens = onlyScreens
    }

    /// Whether a reference of `kind` is kept.
    func accepts(_ kind: SourceReference.Kind) -> Bool {
        !onlyScreens || kind.loadsIntoScreen
    }

    /// Everything recorded so far, in the order it was found.
    var references: [SourceReference] {
        return lock.withLock { _ in entries.all }
    }

    /// Everything recorded so far, leaving the log empty (`DiagnosticLog.takeAll()`).
    func takeAll() -> [SourceReference] {
        return lock.withLock { _ in entries.takeAll() }
    }

    func record(_ reference: SourceReference) {
        lock.withLock { _ in
            entries.append(reference)
        }
    }

    /// Gives the references recorded since the last call their line and column, while the
    /// bytes they point into are still there.
    func locatePending(with index: LineIndex) {
        lock.withLock { _ in
            entries.locatePending { reference in
                if reference.location == nil {
                    reference.location = index.location(of: reference.byteOffset ?? 0)
                }
            }
        }
    }
}
