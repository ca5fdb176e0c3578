import Foundation

/// The cores this process may run on, asked once: Foundation reads the cgroup's CPU quota from
/// a file each time it is asked, a fifth of a millisecond before `validate` checks anything.
package enum Cores {
    package static let available = ProcessInfo.processInfo.activeProcessorCount
}
