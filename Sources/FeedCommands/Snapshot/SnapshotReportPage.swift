import FeedRendering
import Foundation

/// `report.html`: every changed snapshot's recorded and new pictures side by side with their
/// changed rows marked, a toggle that lays the recorded picture under the new one in place (so
/// nothing moves and only the difference shows), a link to the next change, and the text diff.
///
/// Where a change touches a layout drawn for several app versions (`--clients`), what each
/// version shows now comes first, side by side. A flow's checkpoint shows the steps that led
/// there beside its pictures.
///
/// One file with its styles, script and pictures inside (SVG as data URLs): it needs no
/// network and can be kept as a CI artifact. Textual's snapshot report is the model.
package enum SnapshotReportPage {
    /// The page for `changes`; with `out` (the check's `--out` as given), each changed, new
    /// or missing case shows the command that accepts it, with a button that copies it.
    package static func html(for changes: SnapshotChanges, matching: Int, versions: [[SnapshotCase]] = [], out: String? = nil) -> String {
        var sections = failedFlowsSection(changes.failedFlows) + versions.map(versionsSection).joined()
        for (index, change) in changes.changed.enumerated() {
            let diff = UnifiedDiff.text(old: change.oldText, new: change.snapshot.text, oldName: "recorded", newName: "now")
            let rows = SnapshotRows.changed(change.oldText, change.snapshot.text)
            let heights = (SnapshotRows(change.oldText).rows.count, change.snapshot.buffer.height)
            let next = index + 1 < changes.changed.count ? "change-\(index + 1)" : nil
            sections += section(
                change.snapshot.name, kind: "changed", anchor: "change-\(index)", next: next,
                recorded: change.oldSVG, now: change.snapshot.svg, diff: diff, bands: (rows, heights), steps: change.snapshot.steps, trace: change.snapshot.trace,
                accept: out.map { SnapshotAcceptCommand.text(out: $0, name: change.snapshot.name) }
            )
        }
        for snapshot in changes.added {
            sections += section(snapshot.name, kind: "new", recorded: nil, now: snapshot.svg, steps: snapshot.steps, trace: snapshot.trace, accept: out.map { SnapshotAcceptCommand.text(out: $0, name: snapshot.name) })
        }
        for (name, svg) in changes.missing {
            sections += section(name, kind: "missing", recorded: svg, now: nil, accept: out.map { SnapshotAcceptCommand.text(out: $0, name: name) })
        }
        let first = changes.changed.isEmpty ? "" : " <a class=\"next\" href=\"#change-0\">First change ↓</a>"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>feedterm snapshots: \(changes.summary)</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <h1>feedterm snapshots</h1>
            <p>\(changes.summary), \(matching) unchanged.\(first) Changed rows are marked on both pictures. \
            The overlay lays the recorded picture under the new one in its place: what is the same \
            turns black, what changed stays bright.</p>
            \(sections)
            <script>
            \(script)
            </script>
            </body>
            </html>

            """
    }

    private static func section(
        _ name: String, kind: String, anchor: String? = nil, next: String? = nil, recorded: String?, now: String?,
        diff: String? = nil, bands: (rows: (old: [Int], new: [Int]), heights: (Int, Int))? = nil, steps: [String] = [], trace: String? = nil, accept: String? = nil
    ) -> String {
        var header = "<h2>\(escaped(name))<span class=\"kind \(kind)\">\(kind)</span>"
        if recorded != nil, now != nil {
            header += "<label><input type=\"checkbox\" class=\"overlay-toggle\"> Overlay</label>"
        }
        if let next { header += "<a class=\"next\" href=\"#\(next)\">Next change ↓</a>" }
        if let trace { header += "<a class=\"trace\" href=\"\(escaped(trace))\">The flow's trace</a>" }
        header += "</h2>\n"
        var figures = stepsList(steps)
        if let recorded {
            figures += figure("Recorded", class: "recorded", pictures: "<img src=\"\(dataURL(recorded))\" alt=\"recorded: \(escaped(name))\">", bands: bands.map { ($0.rows.old, $0.heights.0) })
        }
        if let now {
            let under = recorded.map { "<img class=\"under\" src=\"\(dataURL($0))\" alt=\"\">" } ?? ""
            figures += figure("Now", class: "now", pictures: under + "<img class=\"over\" src=\"\(dataURL(now))\" alt=\"now: \(escaped(name))\">", bands: bands.map { ($0.rows.new, $0.heights.1) })
        }
        var html = "<section class=\"case\" data-kind=\"\(kind)\"\(anchor.map { " id=\"\($0)\"" } ?? "")>\n\(header)"
        if let accept {
            html += "<div class=\"accept\">Accept: <code>\(escaped(accept))</code> <button type=\"button\" class=\"copy\" data-command=\"\(escaped(accept))\">Copy</button></div>\n"
        }
        html += "<div class=\"pair\">\n\(figures)</div>\n"
        if let diff {
            html += "<details open><summary>Text diff</summary><pre>\(highlighted(diff))</pre></details>\n"
        }
        return html + "</section>\n"
    }

    /// A flow's steps since the checkpoint before, in order: what led to the pictures beside.
    private static func stepsList(_ steps: [String]) -> String {
        guard !steps.isEmpty else { return "" }
        let items = steps.map { "<li>\(escaped($0))</li>" }.joined()
        return "<div class=\"steps\"><div class=\"caption\">Steps since the checkpoint before</div><ol>\(items)</ol></div>\n"
    }

    /// One layout at one width as the latest app and each app version show it now, side by side.
    private static func versionsSection(_ cases: [SnapshotCase]) -> String {
        guard let first = cases.first else { return "" }
        let figures = cases.map { snapshot in
            let caption = SnapshotCase.appVersion(of: snapshot.name).map { "App \($0)" } ?? "Latest app"
            return figure(caption, class: "version", pictures: "<img src=\"\(dataURL(snapshot.svg))\" alt=\"\(escaped(caption)): \(escaped(snapshot.name))\">", bands: nil)
        }.joined()
        let title = escaped(String(SnapshotCase.withoutAppVersion(first.name)))
        return "<section class=\"case versions\" data-kind=\"versions\">\n<h2>\(title)<span class=\"kind versions\">each app version now</span></h2>\n<div class=\"pair\">\n\(figures)</div>\n</section>\n"
    }

    /// One picture in its frame, with a band over each changed row (as a share of its height,
    /// so the bands follow the picture however it is scaled).
    private static func figure(_ caption: String, class name: String, pictures: String, bands: (rows: [Int], height: Int)?) -> String {
        var marks = ""
        if let bands, bands.height > 0 {
            for row in bands.rows where row < bands.height {
                let top = Double(row) * 100 / Double(bands.height), height = 100 / Double(bands.height)
                marks += "<div class=\"band\" style=\"top: \(String(format: "%.4f", top))%; height: \(String(format: "%.4f", height))%\"></div>"
            }
        }
        return "<figure class=\"\(name)\"><figcaption>\(caption)</figcaption><div class=\"picture\">\(pictures)\(marks)</div></figure>\n"
    }

    private static func dataURL(_ svg: String) -> String {
        "data:image/svg+xml;base64," + Data(svg.utf8).base64EncodedString()
    }

    private static func highlighted(_ diff: String) -> String {
        diff.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let text = escaped(String(line))
            if line.hasPrefix("@@") { return "<span class=\"hunk\">\(text)</span>" }
            if line.hasPrefix("+") && !line.hasPrefix("+++") { return "<span class=\"add\">\(text)</span>" }
            if line.hasPrefix("-") && !line.hasPrefix("---") { return "<span class=\"remove\">\(text)</span>" }
            return text
        }.joined(separator: "\n")
    }

    static func escaped(_ text: String) -> String {
        SVGSerializer.escaped(text)
    }
}
