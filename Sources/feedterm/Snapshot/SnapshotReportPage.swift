import FeedRendering
import Foundation

/// `report.html`: every changed snapshot's recorded and new pictures side by side, a toggle
/// that lays one over the other so only the difference shows, and the text diff.
///
/// One file with its styles, script and pictures inside (SVG as data URLs): it needs no
/// network and can be kept as a CI artifact. Textual's snapshot report is the model.
enum SnapshotReportPage {
    static func html(for changes: SnapshotChanges, matching: Int) -> String {
        var sections = ""
        for change in changes.changed {
            let diff = UnifiedDiff.text(old: change.oldText, new: change.snapshot.text, oldName: "recorded", newName: "now")
            sections += section(change.snapshot.name, kind: "changed", recorded: change.oldSVG, now: change.snapshot.svg, diff: diff)
        }
        for snapshot in changes.added {
            sections += section(snapshot.name, kind: "new", recorded: nil, now: snapshot.svg, diff: nil)
        }
        for (name, svg) in changes.missing {
            sections += section(name, kind: "missing", recorded: svg, now: nil, diff: nil)
        }
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>feedterm snapshots: \(changes.summary)</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #f6f6f4; color: #222; }
            h1 { font-size: 20px; margin: 0 0 4px; }
            .case { background: #fff; border: 1px solid #ddd; border-radius: 6px; padding: 12px 16px; margin: 16px 0; }
            .case h2 { font-size: 16px; margin: 0 0 8px; font-family: monospace; }
            .kind { font: 12px sans-serif; padding: 2px 6px; border-radius: 4px; margin-left: 8px; color: #fff; }
            .kind.changed { background: #b35c00; } .kind.new { background: #2a7d2a; } .kind.missing { background: #a12a2a; }
            .pair { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
            figure { margin: 0; } figcaption { font-size: 12px; color: #666; margin-bottom: 4px; }
            img { display: block; max-width: 100%; border: 1px solid #ccc; }
            .overlay { position: relative; display: none; }
            .overlay img.top { position: absolute; left: 0; top: 0; mix-blend-mode: difference; }
            .case.overlaid .pair { display: none; } .case.overlaid .overlay { display: inline-block; }
            pre { background: #1e1e1e; color: #ddd; padding: 8px; overflow: auto; font-size: 12px; }
            pre .add { color: #7ec87e; } pre .remove { color: #f08080; } pre .hunk { color: #80b0f0; }
            </style>
            </head>
            <body>
            <h1>feedterm snapshots</h1>
            <p>\(changes.summary), \(matching) unchanged. The overlay shows the two pictures one over the other: \
            what is the same turns black, what changed stays bright.</p>
            \(sections)
            <script>
            document.querySelectorAll("input.overlay-toggle").forEach(function (box) {
              box.addEventListener("change", function () { box.closest(".case").classList.toggle("overlaid", box.checked); });
            });
            window.addEventListener("error", function (event) { document.body.dataset.errors = (document.body.dataset.errors || "") + event.message + ";"; });
            window.addEventListener("load", function () {
              var images = Array.prototype.slice.call(document.querySelectorAll(".pair img"));
              document.body.dataset.imagesTotal = images.length;
              document.body.dataset.imagesLoaded = images.filter(function (image) { return image.complete && image.naturalWidth > 0; }).length;
            });
            </script>
            </body>
            </html>

            """
    }

    private static func section(_ name: String, kind: String, recorded: String?, now: String?, diff: String?) -> String {
        var figures = ""
        if let recorded { figures += figure("Recorded", recorded, name: name) }
        if let now { figures += figure("Now", now, name: name) }
        var html = "<section class=\"case\" data-kind=\"\(kind)\">\n<h2>\(escaped(name))<span class=\"kind \(kind)\">\(kind)</span></h2>\n"
        if let recorded, let now {
            html += "<label><input type=\"checkbox\" class=\"overlay-toggle\"> Overlay</label>\n"
            html += "<div class=\"overlay\"><img src=\"\(dataURL(recorded))\" alt=\"recorded\"><img class=\"top\" src=\"\(dataURL(now))\" alt=\"now\"></div>\n"
        }
        html += "<div class=\"pair\">\n\(figures)</div>\n"
        if let diff {
            html += "<details open><summary>Text diff</summary><pre>\(highlighted(diff))</pre></details>\n"
        }
        return html + "</section>\n"
    }

    private static func figure(_ caption: String, _ svg: String, name: String) -> String {
        "<figure><figcaption>\(caption)</figcaption><img src=\"\(dataURL(svg))\" alt=\"\(caption.lowercased()): \(escaped(name))\"></figure>\n"
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
