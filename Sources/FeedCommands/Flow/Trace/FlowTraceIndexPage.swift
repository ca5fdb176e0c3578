import FeedRendering

/// The `index.html` at the top of a trace folder: every flow run, whether it passed, and a
/// link to its own trace.
package enum FlowTraceIndexPage {
    /// The folder each flow's trace is written in, below the trace folder: its file's path
    /// with every character but letters, digits, `.`, `-` and `_` made `_` (so no name leaves
    /// the folder), numbered when two would be one.
    package static func folderNames(for files: [String]) -> [String] {
        var used: Set<String> = []
        return files.map { file in
            var base = String(file.unicodeScalars.map { scalar in
                (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || "-_".unicodeScalars.contains(scalar)) ? Character(scalar) : "_"
            })
            if base.isEmpty || base.count > 120 { base = "flow" + (base.isEmpty ? "" : "-" + base.suffix(100)) }
            var name = base, number = 2
            while !used.insert(name).inserted || name == FlowTracePage.fileName {
                name = "\(base)-\(number)"
                number += 1
            }
            return name
        }
    }

    /// The page listing `outcomes`.
    package static func html(_ outcomes: [FlowBatch.Outcome]) -> String {
        let failed = outcomes.filter { !$0.passed }.count
        let rows = outcomes.map { outcome -> String in
            let name = FlowTracePage.escaped(outcome.file) + (outcome.title.isEmpty ? "" : " <span class=\"title\">\(FlowTracePage.escaped(outcome.title))</span>")
            let link = outcome.trace.map { trace -> String in "<a href=\"\(FlowTracePage.escaped(trace))\">\(name)</a>" } ?? name
            return "<li class=\"\(outcome.passed ? "ok" : "fail")\">\(outcome.passed ? "✓" : "✗") \(link)</li>"
        }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>feedterm flow traces: \(outcomes.count - failed) passed, \(failed) failed</title>
            <style>
            body { font: 14px/1.5 system-ui, sans-serif; margin: 24px; background: #f6f6f4; color: #222; }
            ul { list-style: none; padding: 0; font-family: monospace; } li { padding: 4px 8px; margin: 4px 0; background: #fff; border-left: 4px solid #2a7d2a; }
            li.fail { border-left-color: #a12a2a; background: #fbeaea; } .title { font-family: system-ui, sans-serif; color: #555; margin-left: 8px; }
            </style>
            </head>
            <body>
            <h1>feedterm flow traces</h1>
            <p>\(outcomes.count) flow\(outcomes.count == 1 ? "" : "s") run: \(outcomes.count - failed) passed, \(failed) failed.</p>
            <ul>\(rows)</ul>
            </body>
            </html>

            """
    }
}
