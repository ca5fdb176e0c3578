import FeedModel

/// The problems of the file being watched, save after save: which are new since the last
/// save, which are still there, and which that save cleared.
///
/// A problem is the same problem when its JSON path, code and message are, wherever its line
/// moved to as the file was edited above it.
package struct WatchedProblems {
    /// One problem as printed, and how it changed with the last save.
    package struct Line {
        package enum Change: String {
            case new, same, cleared
        }

        package let change: Change
        package let text: String
    }

    private var previous: [String: String] = [:]
    package private(set) var lines: [Line] = []

    /// Takes in the diagnostics of a new save of `file`.
    package mutating func update(_ diagnostics: [Diagnostic], file: String) {
        var report = DiagnosticReport()
        report.add(diagnostics, file: file)
        var current: [String: String] = [:]
        var next: [Line] = []
        for (diagnostic, text) in zip(diagnostics, report.humanLines()) {
            let key = Self.key(diagnostic)
            current[key] = text
            next.append(Line(change: previous[key] == nil ? .new : .same, text: text))
        }
        for (key, text) in previous.sorted(by: { $0.value < $1.value }) where current[key] == nil {
            next.append(Line(change: .cleared, text: text))
        }
        previous = current
        lines = next
    }

    /// How many problems the file has now.
    package var count: Int { lines.count { $0.change != .cleared } }

    private static func key(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.code.rawValue) \(diagnostic.path) \(diagnostic.message)"
    }
}
