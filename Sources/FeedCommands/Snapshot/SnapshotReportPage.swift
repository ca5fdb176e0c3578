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
        var sections = versions.map(versionsSection).joined()
        for (index, change) in changes.changed.enumerated() {
            let diff = UnifiedDiff.text(old: change.oldText, new: change.snapshot.text, oldName: "recorded", newName: "now")
            let rows = SnapshotRows.changed(change.oldText, change.snapshot.text)
            let heights = (SnapshotRows(change.oldText).rows.count, change.snapshot.buffer.height)
            let next = index + 1 < changes.changed.count ? "change-\(index + 1)" : nil
            sections += section(
                change.snapshot.name, kind: "changed", anchor: "change-\(index)", next: next,
                recorded: change.oldSVG, now: change.snapshot.svg, diff: diff, bands: (rows, heights), steps: change.snapshot.steps,
                accept: out.map { SnapshotAcceptCommand.text(out: $0, name: change.snapshot.name) }
            )
        }
        for snapshot in changes.added {
            sections += section(snapshot.name, kind: "new", recorded: nil, now: snapshot.svg, steps: snapshot.steps, accept: out.map { SnapshotAcceptCommand.text(out: $0, name: snapshot.name) })
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

    private static let style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f6f6f4; color: #222; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        .case { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
        .accept { margin: 0 0 8px; font-size: 13px; } .accept code { background: #f0f0ee; padding: 2px 6px; border-radius: 3px; }
        .case h2 { font-size: 16px; margin: 0 0 8px; font-family: monospace; display: flex; gap: 12px; align-items: center; }
        .kind { font: 12px sans-serif; padding: 2px 6px; border-radius: 4px; color: #fff; }
        .kind.changed { background: #b35c00; } .kind.new { background: #2a7d2a; } .kind.missing { background: #a12a2a; } .kind.versions { background: #5a4a9c; }
        .case h2 label, .case h2 a.next { font: 13px sans-serif; }
        a.next { color: #1a5fb4; }
        .pair { display: flex; gap: 16px; align-items: flex-start; }
        figure { margin: 0; flex: 1 1 0; min-width: 0; max-width: 900px; } figcaption { font-size: 12px; color: #666; margin-bottom: 4px; }
        .picture { position: relative; border: 1px solid #ccc; line-height: 0; }
        .picture img { display: block; width: 100%; height: auto; }
        .picture img.under { position: absolute; left: 0; top: 0; visibility: hidden; }
        .case.overlaid .picture img.under { visibility: visible; }
        .picture img.over { position: relative; }
        .case.overlaid .picture img.over { mix-blend-mode: difference; }
        .band { position: absolute; left: 0; right: 0; background: rgba(255, 196, 0, 0.28); border-left: 4px solid #e5a50a; pointer-events: none; }
        .steps { flex: 0 0 180px; font: 13px monospace; } .steps .caption { font: 12px sans-serif; color: #666; margin-bottom: 4px; }
        .steps ol { margin: 0; padding-left: 22px; }
        pre { background: #1e1e1e; color: #ddd; padding: 8px; overflow: auto; font-size: 12px; }
        pre .add { color: #7ec87e; } pre .remove { color: #f08080; } pre .hunk { color: #80b0f0; }
        """

    private static let script = """
        document.querySelectorAll("input.overlay-toggle").forEach(function (box) {
          box.addEventListener("change", function () {
            var item = box.closest(".case");
            item.classList.toggle("overlaid", box.checked);
            item.querySelector("figure.now figcaption").textContent = box.checked ? "Now over recorded (overlay)" : "Now";
          });
        });
        document.querySelectorAll("button.copy").forEach(function (button) {
          button.addEventListener("click", function () {
            var command = button.dataset.command;
            var done = function () { button.textContent = "Copied"; document.body.dataset.copied = command; };
            // Where the clipboard is not offered (a file opened with no permission), the command
            // is selected and copied as a person would.
            var bySelection = function () {
              var range = document.createRange();
              range.selectNodeContents(button.previousElementSibling);
              window.getSelection().removeAllRanges();
              window.getSelection().addRange(range);
              if (document.execCommand("copy")) { done(); } else { button.textContent = "Selected: copy it"; }
            };
            if (navigator.clipboard && navigator.clipboard.writeText) {
              navigator.clipboard.writeText(command).then(done, bySelection);
            } else {
              bySelection();
            }
          });
        });
        window.addEventListener("error", function (event) { document.body.dataset.errors = (document.body.dataset.errors || "") + event.message + ";"; });
        window.addEventListener("load", function () {
          var images = Array.prototype.slice.call(document.querySelectorAll(".pair img:not(.under)"));
          document.body.dataset.imagesTotal = images.length;
          document.body.dataset.imagesLoaded = images.filter(function (image) { return image.complete && image.naturalWidth > 0; }).length;
        });
        """

    private static func section(
        _ name: String, kind: String, anchor: String? = nil, next: String? = nil, recorded: String?, now: String?,
        diff: String? = nil, bands: (rows: (old: [Int], new: [Int]), heights: (Int, Int))? = nil, steps: [String] = [], accept: String? = nil
    ) -> String {
        var header = "<h2>\(escaped(name))<span class=\"kind \(kind)\">\(kind)</span>"
        if recorded != nil, now != nil {
            header += "<label><input type=\"checkbox\" class=\"overlay-toggle\"> Overlay</label>"
        }
        if let next { header += "<a class=\"next\" href=\"#\(next)\">Next change ↓</a>" }
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

    private static func escaped(_ text: String) -> String {
        SVGSerializer.escaped(text)
    }
}
