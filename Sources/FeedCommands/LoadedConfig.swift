import FeedModel

/// A project config as a command found it.
package struct LoadedConfig {
    package let config: ProjectConfig
    /// Where it came from, as diagnostics name it; nil when no config applies.
    package let file: String?
    /// Its own problems that did not refuse it: unknown keys.
    package let warnings: [Diagnostic]

    /// Prints the config's warnings to stderr, for commands whose output is not a report.
    package func printWarnings() {
        guard let file, !warnings.isEmpty else { return }
        var report = DiagnosticReport()
        report.add(warnings, file: file)
        ProcessOutput.error(report.humanLines().joined(separator: "\n") + "\n")
    }
}
