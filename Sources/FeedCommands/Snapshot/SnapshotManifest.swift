import FeedFiles
import FeedFlows
import FeedModel
import FeedRendering
import Foundation

/// `feedterm-snapshots.json` in a snapshot folder: how its snapshots were drawn and which
/// files are its own. `check` draws with the same settings unless told otherwise, and `record`
/// and `--prune` delete only snapshots listed here, never another file that happens to look
/// like one.
package struct SnapshotManifest: Codable, Equatable {
    /// The file's name inside the snapshot folder.
    package static let fileName = "feedterm-snapshots.json"

    /// What a manifest may hold, as the options that set it may: widths from 1 to 1000 (as
    /// `--widths` takes them), at most 16 of them, 100,000 snapshots, 64 app versions (as
    /// `--clients` fans out), in at most 16 MiB. A committed manifest is read like any file
    /// from outside: one past these is refused before anything is drawn.
    package static let widthRange = 1...1000
    package static let maxWidths = 16
    package static let maxSnapshots = 100_000
    package static let maxClients = 64
    package static let maxBytes = 16 << 20

    /// The cohort the layouts were drawn for.
    package struct Cohort: Codable, Equatable {
        package var flags: [String]
        package var experiments: [String: String]
        package var clientVersion: String?

        /// The cohort of `flags`, `experiments` and `clientVersion`.
        package init(flags: [String], experiments: [String: String], clientVersion: String?) {
            self.flags = flags
            self.experiments = experiments
            self.clientVersion = clientVersion
        }

        package enum CodingKeys: String, CodingKey {
            case flags, experiments
            case clientVersion = "client_version"
        }
    }

    package var feedterm = FeedtermVersion.tool
    package var format = FeedtermVersion.layoutFormat
    package var widths: [Int]
    /// A built-in theme's name, or the name inside `themeFile`.
    package var theme: String
    /// The theme file the snapshots were drawn with, as it was named; nil for a built-in theme.
    package var themeFile: String?
    package var cohort: Cohort
    /// The app versions each layout was also drawn for (`--clients`); none when absent.
    package var clients: [String]?
    /// The time the snapshots were drawn at (ISO 8601, to the second): `--now` as given, else
    /// the folder's time from before (recording more layouts into it keeps it), else the moment
    /// of the first recording. `check` draws at it, so an expiring coupon never fails a check on
    /// a later day. Absent from folders recorded before it was kept.
    package var now: String?
    /// Snapshots keep colours as the theme states them, whatever terminal records them.
    package var colorDepth = "truecolor"
    /// Every snapshot's name (`layouts/home.json@80`, `layouts/home.json@80@app-4.8.0`), sorted:
    /// its files are NAME.txt and NAME.svg.
    package var snapshots: [String]

    /// A manifest of `snapshots` drawn at `widths` with `theme` for `cohort`, by this feedterm.
    package init(widths: [Int], theme: String, themeFile: String?, cohort: Cohort, clients: [String]?, now: String?, snapshots: [String]) {
        self.widths = widths
        self.theme = theme
        self.themeFile = themeFile
        self.cohort = cohort
        self.clients = clients
        self.now = now
        self.snapshots = snapshots
    }

    package enum CodingKeys: String, CodingKey {
        case feedterm, format, widths, theme, cohort, snapshots, clients, now
        case themeFile = "theme_file"
        case colorDepth = "color_depth"
    }

    /// The manifest of the folder at `directory`; nil when it has none. One that cannot be read
    /// is a usage error that names it: a broken manifest must not make every snapshot "new".
    ///
    /// Every name it lists must be a snapshot's inside the folder (`PATH@WIDTH`, or a flow's
    /// `PATH@CHECKPOINT`, PATH relative, without `.` or `..`): `--prune` deletes, and `check`
    /// reads, the files a manifest names.
    package static func load(from directory: URL) throws -> SnapshotManifest? {
        let url = directory.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let shown = TextSanitizer.printableLine(url.path)
        let manifest: SnapshotManifest
        do {
            manifest = try JSONDecoder().decode(SnapshotManifest.self, from: DocumentFile.contents(ofFile: url.path, limits: ReadLimits(maxBytes: maxBytes)))
        } catch let error as DecodingError {
            throw UsageError("\(shown) is not a snapshot manifest (\(Self.reason(error))); record the snapshots again")
        } catch {
            throw UsageError("\(shown): \(error); record the snapshots again")
        }
        if let problem = manifest.boundsProblem {
            throw UsageError("\(shown): \(problem); record the snapshots again")
        }
        if let stray = manifest.snapshots.first(where: { !Self.isSnapshotName($0) }) {
            throw UsageError("\(shown) lists '\(TextSanitizer.printableLine(stray))', which is not a snapshot inside its folder; record the snapshots again")
        }
        return manifest
    }

    /// What this manifest holds past what a manifest may (`maxSnapshots` and the rest), in
    /// words with its key; nil when it is within them.
    var boundsProblem: String? {
        if !(1...Self.maxWidths).contains(widths.count) { return "widths lists \(widths.count) widths; a manifest has 1 to \(Self.maxWidths)" }
        if let width = widths.first(where: { !Self.widthRange.contains($0) }) { return "widths holds \(width); a width is \(Self.widthRange.lowerBound) to \(Self.widthRange.upperBound) columns, as --widths takes it" }
        if snapshots.count > Self.maxSnapshots { return "snapshots lists \(snapshots.count) names; a manifest lists at most \(Self.maxSnapshots)" }
        if let count = clients?.count, count > Self.maxClients { return "clients lists \(count) app versions; at most \(Self.maxClients) are drawn" }
        return nil
    }

    /// `versions`, the app versions `--clients` draws each layout for, when they are at most
    /// `maxClients`; a usage error otherwise, since each one is a snapshot of every layout.
    package static func bounded(clients versions: [ClientVersion]) throws -> [ClientVersion] {
        guard versions.count <= maxClients else {
            throw UsageError("feedterm.json's clients names \(versions.count) app versions; --clients draws at most \(maxClients), each one a snapshot of every layout at every width")
        }
        return versions
    }

    /// Whether `name` is `PATH@WIDTH`, `PATH@WIDTH@app-VERSION` or a flow's `PATH@CHECKPOINT`,
    /// with PATH relative and inside the folder.
    package static func isSnapshotName(_ name: String) -> Bool {
        let last = SnapshotCase.withoutAppVersion(name).split(separator: "@", omittingEmptySubsequences: false).last.map(String.init) ?? ""
        let isWidth = SnapshotCase.width(of: name).map { $0 > 0 } ?? false
        guard isWidth || (name.contains("@") && FlowStep.isCheckpointName(last)) else { return false }
        let components = SnapshotCase.layout(of: name).split(separator: "/", omittingEmptySubsequences: false)
        return components.allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// What is wrong with a manifest's JSON, in words rather than Foundation's.
    private static func reason(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted: "not JSON"
        case .keyNotFound(let key, _): "no '\(key.stringValue)'"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            "a wrong value at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        @unknown default: "\(error)"
        }
    }

    package func save(to directory: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try (encoder.encode(self) + Data("\n".utf8)).write(to: directory.appendingPathComponent(Self.fileName), options: .atomic)
    }

    /// How the settings of these differ from `recorded`'s, in words; empty when they agree.
    package func differences(from recorded: SnapshotManifest) -> [String] {
        var found: [String] = []
        if widths != recorded.widths {
            found.append("widths \(Self.list(widths)) (recorded at \(Self.list(recorded.widths)))")
        }
        if theme != recorded.theme || themeFile != recorded.themeFile {
            found.append("theme \(themeFile ?? theme) (recorded with \(recorded.themeFile ?? recorded.theme))")
        }
        if (clients ?? []) != (recorded.clients ?? []) {
            found.append("app versions \(clients.map { $0.joined(separator: ",") } ?? "none") (recorded for \(recorded.clients.map { $0.joined(separator: ",") } ?? "none"))")
        }
        // A folder recorded before the time was kept was drawn at each run's own time.
        if let now, let recordedNow = recorded.now, now != recordedNow {
            found.append("the time \(now) (recorded at \(recordedNow))")
        }
        if cohort != recorded.cohort {
            found.append("another cohort than recorded (flags, experiments or client version)")
        }
        if feedterm != recorded.feedterm {
            found.append("feedterm \(feedterm) (recorded by \(recorded.feedterm))")
        }
        return found
    }

    private static func list(_ widths: [Int]) -> String {
        widths.map(String.init).joined(separator: ",")
    }
}
