import ArgumentParser
import FeedCommands
import FeedFiles
import FeedModel
import FeedRendering
import Foundation

/// How a run of `snapshot` draws: widths, theme, cohort, app versions and time. Each comes from
/// the options when they name it, else from the folder's manifest (so a baseline is checked,
/// and one layout re-recorded, as it was made), else from the project config, else the
/// defaults (the time: the moment of recording, to the second).
struct SnapshotSettings {
    var widths: [Int]
    var theme: Theme
    var themeFile: String?
    var cohort: Cohort
    /// The app versions each layout is also drawn for, newest first.
    var clients: [ClientVersion]
    /// The time coupons expire against.
    var now: Date

    init(options: SnapshotOptions, manifest: SnapshotManifest?, config: ProjectConfig, now moment: Date = Date()) throws {
        now = options.clock.date ?? manifest?.now.flatMap(ISO8601Date.parse) ?? Date(timeIntervalSince1970: moment.timeIntervalSince1970.rounded(.down))
        widths = try options.widths != nil || manifest == nil ? options.columns(config: config) : manifest?.widths ?? []
        let themeGiven = options.themeOptions.theme != nil || options.themeOptions.themeFile != nil
        if let manifest, !themeGiven {
            themeFile = manifest.themeFile
            theme = try Self.theme(named: manifest.theme, file: manifest.themeFile)
        } else {
            themeFile = options.themeOptions.themeFile
            theme = try options.themeOptions.resolve(config: config)
        }
        let cohortGiven = !options.cohortOptions.flags.isEmpty || !options.cohortOptions.experiments.isEmpty || options.cohortOptions.clientVersion != nil
        if let manifest, !cohortGiven {
            cohort = config.reader(Cohort(
                flags: Set(manifest.cohort.flags), experiments: manifest.cohort.experiments,
                clientVersion: manifest.cohort.clientVersion.flatMap(ClientVersion.init)
            ))
        } else {
            cohort = options.cohortOptions.cohort(config: config)
        }
        if options.clients {
            guard let versions = config.appVersions?.clients else {
                throw ValidationError("--clients draws each app version feedterm.json's clients names, and no feedterm.json names any.")
            }
            clients = try SnapshotManifest.bounded(clients: versions)
        } else {
            clients = (manifest?.clients ?? []).compactMap(ClientVersion.init).sorted(by: >)
        }
    }

    /// The reader each snapshot of a layout is drawn for, by its app version (nil: the run's
    /// own cohort).
    var readers: [(version: ClientVersion?, cohort: Cohort)] {
        [(nil, cohort)] + clients.map { version in
            var reader = cohort
            reader.clientVersion = version
            return (version, reader)
        }
    }

    /// A manifest of these settings listing `snapshots`.
    func manifest(listing snapshots: [String]) -> SnapshotManifest {
        SnapshotManifest(
            widths: widths, theme: theme.name, themeFile: themeFile,
            cohort: .init(flags: cohort.flags.sorted(), experiments: cohort.experiments, clientVersion: cohort.clientVersion?.description),
            clients: clients.isEmpty ? nil : clients.map(\.description),
            now: ISO8601Date.text(now),
            snapshots: snapshots.sorted()
        )
    }

    private static func theme(named name: String, file: String?) throws -> Theme {
        if let file {
            do {
                return try ThemeFile.load(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw ValidationError("The snapshots were recorded with the theme file \(file), which cannot be read now: \(error)")
            }
        }
        guard let theme = Theme.builtIn[name] else {
            throw ValidationError("The snapshots were recorded with the theme '\(name)', which this feedterm does not have; pass --theme.")
        }
        return theme
    }
}
