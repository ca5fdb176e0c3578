import Foundation
import GRDB

/// The shopper's state that lasts: favorites, follows, cart lines, applied coupons and orders,
/// kept per source in one SQLite database (GRDB, WAL mode), every change written at once in a
/// transaction.
///
/// Opening never fails, and waits for another program's lock: a file that is not a database, is corrupt, or has a schema newer than
/// this version knows is moved aside (`state.sqlite.broken-<time>`) and a fresh one started;
/// a directory that cannot be written keeps the state in memory. Either way `notice` says so.
public final class StateStore: Sendable {
    let writer: any DatabaseWriter
    /// What happened while opening, for the status line; nil when all went as it should.
    public let notice: String?
    /// The database file, or nil when the state is kept in memory.
    public let path: String?

    private init(writer: any DatabaseWriter, path: String?, notice: String?) {
        self.writer = writer
        self.path = path
        self.notice = notice
    }

    /// A store that keeps everything in memory, for `--no-state`, demos and tests.
    public static func inMemory(notice: String? = nil) -> StateStore {
        // An in-memory queue cannot fail to open or migrate.
        let queue = try! DatabaseQueue()
        try! migrator.migrate(queue)
        return StateStore(writer: queue, path: nil, notice: notice)
    }

    /// `$XDG_STATE_HOME/feedterm/state.sqlite`, else `~/.local/state/feedterm/state.sqlite`.
    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        let base = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory()).appendingPathComponent(".local/state")
        return base.appendingPathComponent("feedterm/state.sqlite")
    }

    /// Opens, or creates, the store at `url`; see the type's summary for what happens to a bad file.
    public static func open(at url: URL, now: Date = Date()) -> StateStore {
        let directory = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            return inMemory(notice: "Cannot create \(directory.path); favorites and the cart last only this session")
        }
        do {
            return StateStore(writer: try connectRetrying(url.path), path: url.path, notice: nil)
        } catch let problem as BadStateFile {
            let broken = url.path + ".broken-" + Self.stamp(now)
            do {
                try FileManager.default.moveItem(atPath: url.path, toPath: broken)
                for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
                return StateStore(writer: try connect(url.path), path: url.path, notice: "The state file \(problem.reason); it was moved aside as \(broken) and a fresh one started")
            } catch {
                return inMemory(notice: "The state file \(problem.reason) and cannot be moved aside; favorites and the cart last only this session")
            }
        } catch {
            return inMemory(notice: "Cannot open \(url.path) (\(Self.describe(error))); favorites and the cart last only this session")
        }
    }

    /// `connect`, tried again when another process was creating the same new file at the
    /// same moment (its schema half made, or its journal mode being set): the second try finds
    /// the schema done. Two browsers started at once on a new state file both keep their state.
    /// A file another program holds locked is waited for until it lets go, however long: the
    /// browser opens its store off the event loop (`BrowserRuntime`), and keeps what was kept.
    private static func connectRetrying(_ path: String, attempts: Int = 5) throws -> DatabasePool {
        var attempt = 1
        while true {
            do {
                return try connect(path)
            } catch where isLockWait(error) {
                // SQLite's busy timeout has waited, unless it gave up at once (as it does to
                // avoid a deadlock): a pause, so as never to spin.
                usleep(50_000)
            } catch is DatabaseError where attempt < attempts {
                usleep(UInt32(50_000 * attempt))
                attempt += 1
            }
        }
    }

    /// A pool on `path`, migrated and checked; throws `BadStateFile` for a file to move aside.
    private static func connect(_ path: String) throws -> DatabasePool {
        var configuration = Configuration()
        // Two browsers on one state wait for each other's transactions instead of failing.
        configuration.busyMode = .timeout(5)
        // Every commit reaches the disk before the change is reported done: in WAL mode only
        // FULL syncs the log at each commit (NORMAL waits for a checkpoint).
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            let pool = try DatabasePool(path: path, configuration: configuration)
            if try pool.read({ try migrator.hasBeenSuperseded($0) }) {
                throw BadStateFile(reason: "was written by a newer feedterm")
            }
            try migrator.migrate(pool)
            // A file whose header is whole but whose pages are damaged opens, then fails
            // every read and write: look at every page once, now.
            let check = try pool.read { try String.fetchAll($0, sql: "PRAGMA quick_check") }
            guard check == ["ok"] else { throw BadStateFile(reason: "is damaged (\(check.first ?? "quick_check failed"))") }
            return pool
        } catch let error as DatabaseError where [.SQLITE_NOTADB, .SQLITE_CORRUPT].contains(error.resultCode) {
            throw BadStateFile(reason: error.resultCode == .SQLITE_NOTADB ? "is not a database" : "is corrupt")
        }
    }

    /// Why a state file must be moved aside.
    private struct BadStateFile: Error {
        let reason: String
    }

    private static func describe(_ error: any Error) -> String {
        (error as? DatabaseError)?.message ?? "\(error)"
    }

    /// `20261123T014502Z`: sortable, and safe in a file name.
    private static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }
}
