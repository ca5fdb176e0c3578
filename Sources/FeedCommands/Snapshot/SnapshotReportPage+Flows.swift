/// The report's part for flows whose expectations failed: each with its failures, at their
/// lines, and a link to its trace.
extension SnapshotReportPage {
    /// The section listing `flows`; empty when none failed.
    static func failedFlowsSection(_ flows: [SnapshotChanges.FailedFlow]) -> String {
        guard !flows.isEmpty else { return "" }
        let items = flows.map { flow -> String in
            let trace = flow.trace.map { trace -> String in " <a class=\"trace\" href=\"\(escaped(trace))\">The flow's trace</a>" } ?? ""
            return "<li><code>\(escaped(flow.name))</code>\(trace)<pre>\(escaped(flow.problems.joined(separator: "\n")))</pre></li>"
        }.joined()
        return "<section class=\"case flows\" data-kind=\"flows\">\n<h2>Flows whose expectations failed<span class=\"kind missing\">failed</span></h2>\n<ul>\(items)</ul>\n</section>\n"
    }
}
