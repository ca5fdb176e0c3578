import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Calls back when a file is saved, however the editor saves it.
///
/// It watches the file's directory with inotify, not the file: an editor that saves by writing
/// a new file and renaming it over the old one (vim, most IDEs) replaces the file's inode, and a
/// watch on the old inode would hear nothing more. Events for other names are ignored, and a
/// burst of them (create, write, close, rename) becomes one call after `settle`.
package final class FileWatcher: @unchecked Sendable {
    private let descriptor: Int32
    private let source: any DispatchSourceRead
    private let name: String
    private let queue: DispatchQueue
    private let settle: DispatchTimeInterval
    private var pending = false

    /// Starts watching; `changed` runs on `queue`. Throws when inotify cannot watch the directory.
    package init(file: URL, queue: DispatchQueue, settle: DispatchTimeInterval = .milliseconds(15), changed: @escaping @Sendable () -> Void) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_MODIFY | IN_DELETE | IN_MOVED_FROM)
        guard inotify_add_watch(descriptor, file.deletingLastPathComponent().path, mask) >= 0 else {
            let error = POSIXError(.init(rawValue: errno) ?? .EIO)
            close(descriptor)
            throw error
        }
        name = file.lastPathComponent
        self.queue = queue
        self.settle = settle
        source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setEventHandler { [unowned self] in
            guard self.drainEvents(), !self.pending else { return }
            self.pending = true
            self.queue.asyncAfter(deadline: .now() + self.settle) {
                self.pending = false
                changed()
            }
        }
        let descriptor = self.descriptor
        source.setCancelHandler { close(descriptor) }
        source.resume()
    }

    deinit {
        source.cancel()
    }

    /// Reads every queued event; true when one was about the watched name.
    private func drainEvents() -> Bool {
        var concerned = false
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return concerned }
            var offset = 0
            let headerSize = MemoryLayout<inotify_event>.size
            while offset + headerSize <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let nameBytes = buffer[(offset + headerSize)..<min(offset + headerSize + length, count)]
                let eventName = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                concerned = concerned || eventName == name
                offset += headerSize + length
            }
        }
    }
}
