import FeedRendering

/// A flow trace's `index.html`: a timeline of every step (its keys or text, its line), the
/// screen after it, the actions and saves it caused and the expectations checked there, with
/// failures marked; a list of the failures first, each linking its step. Playwright's trace
/// viewer is the model. One file beside the steps' pictures, with no script and no network.
package enum FlowTracePage {
    /// The page's file name in a trace's folder.
    package static let fileName = "index.html"

    /// One step as the page shows it; its screen is in the files `files.txt` and `files.svg`.
    package struct Entry {
        let step: FlowTraceStep
        let files: String

        /// The step, written as `files`; its screen is not kept.
        init(step: FlowTraceStep, files: String) {
            self.step = FlowTraceStep(
                number: step.number, summary: step.summary, location: step.location, buffer: Buffer(width: 0, height: 0),
                focus: nil, happened: step.happened, checks: step.checks, stop: step.stop
            )
            self.files = files
        }
    }

    /// The page for the flow `title` in `file`, of `totalSteps` steps, whose steps run are
    /// `entries` and whose run ended as `result` says.
    package static func html(title: String, file: String, totalSteps: Int, entries: [Entry], result: FlowResult) -> String {
        let verdict = result.passed ? "passed" : "failed"
        let counts = "\(result.stepsRun) of \(totalSteps) steps run, \(result.expectationsChecked) expectations checked, \(result.allFailures.count) failed"
        let failures = entries.filter(\.step.failed).map { entry -> String in
            let lines = entry.step.checks.compactMap(\.failure) + (entry.step.stop.map { [$0] } ?? [])
            return lines.map { line -> String in "<li><a href=\"#step-\(entry.step.number)\">step \(entry.step.number)\(place(entry.step))</a>: \(escaped(line))</li>" }.joined()
        }.joined()
        let timeline = entries.map { entry -> String in "<li class=\"\(entry.step.failed ? "fail" : "ok")\"><a href=\"#step-\(entry.step.number)\">\(entry.step.number). \(escaped(entry.step.summary))</a></li>" }.joined()
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>feedterm flow trace: \(escaped(title)) (\(verdict))</title>
            <style>
            \(style)
            </style>
            </head>
            <body data-verdict="\(verdict)">
            <nav><h1>\(escaped(title))</h1><p class="file">\(escaped(file))</p><p class="verdict \(verdict)">\(verdict): \(counts)</p><ol class="timeline">\(timeline)</ol></nav>
            <main>
            \(failures.isEmpty ? "" : "<section class=\"failures\"><h2>Failures</h2><ul>\(failures)</ul></section>")
            \(entries.map(section).joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    private static func section(_ entry: Entry) -> String {
        let step = entry.step
        var html = "<section class=\"step\(step.failed ? " fail" : "")\" id=\"step-\(step.number)\">"
        html += "<h2>\(step.number). \(escaped(step.summary))<span class=\"line\">\(step.location.map { location -> String in "line \(location.line)" } ?? "")</span></h2>"
        html += "<div class=\"body\"><figure><img src=\"\(entry.files).svg\" alt=\"the screen after step \(step.number)\"><figcaption><a href=\"\(entry.files).txt\">as text</a></figcaption></figure><div class=\"notes\">"
        if !step.happened.isEmpty {
            html += "<h3>What the browser did</h3><ul class=\"happened\">" + step.happened.map { line -> String in "<li>\(escaped(line))</li>" }.joined() + "</ul>"
        }
        if !step.checks.isEmpty {
            html += "<h3>Expectations</h3><ul class=\"checks\">" + step.checks.map { check -> String in
                "<li class=\"\(check.failure == nil ? "held" : "failed")\">\(check.failure == nil ? "✓" : "✗") \(escaped(check.text))" + (check.failure.map { why -> String in "<div class=\"why\">\(escaped(why))</div>" } ?? "") + "</li>"
            }.joined() + "</ul>"
        }
        if let stop = step.stop {
            html += "<h3>The flow stopped</h3><p class=\"stop\">\(escaped(stop))</p>"
        }
        return html + "</div></div></section>"
    }

    private static func place(_ step: FlowTraceStep) -> String {
        step.location.map { location -> String in ", line \(location.line)" } ?? ""
    }

    private static let style = """
        body { font: 14px/1.4 system-ui, sans-serif; margin: 0; display: flex; background: #f6f6f4; color: #222; }
        nav { position: sticky; top: 0; height: 100vh; overflow: auto; flex: 0 0 280px; background: #fff; border-right: 1px solid #ddd; padding: 12px; box-sizing: border-box; }
        nav h1 { font-size: 16px; margin: 0 0 4px; } .file { font: 12px monospace; color: #666; margin: 0 0 8px; word-break: break-all; }
        .verdict { font-weight: 600; } .verdict.passed { color: #2a7d2a; } .verdict.failed { color: #a12a2a; }
        .timeline { padding-left: 0; list-style: none; font: 13px monospace; } .timeline li { padding: 2px 4px; border-left: 4px solid #2a7d2a; margin: 2px 0; }
        .timeline li.fail { border-left-color: #a12a2a; background: #fbeaea; } .timeline a { color: inherit; text-decoration: none; }
        main { flex: 1; padding: 12px 24px; min-width: 0; }
        .failures { background: #fbeaea; border: 1px solid #e0b4b4; border-radius: 6px; padding: 8px 16px; }
        .step { background: #fff; border: 1px solid #ddd; border-left: 4px solid #2a7d2a; border-radius: 6px; padding: 8px 16px; margin: 12px 0; }
        .step.fail { border-left-color: #a12a2a; }
        .step h2 { font: 600 15px monospace; margin: 0 0 8px; } .line { font: 12px sans-serif; color: #666; margin-left: 8px; }
        .body { display: flex; gap: 16px; align-items: flex-start; } figure { margin: 0; flex: 0 1 720px; min-width: 0; }
        figure img { width: 100%; height: auto; border: 1px solid #ccc; display: block; } figcaption { font-size: 12px; }
        .notes { flex: 1; font-size: 13px; } .notes h3 { font-size: 13px; margin: 4px 0; } .notes ul { margin: 0 0 8px; padding-left: 18px; }
        .happened li { font-family: monospace; word-break: break-all; } .checks li.held { color: #2a7d2a; } .checks li.failed { color: #a12a2a; }
        .why, .stop { color: #a12a2a; font-family: monospace; }
        """

    /// `text` on one line, with nothing a terminal would obey, escaped for HTML.
    static func escaped(_ text: String) -> String {
        SVGSerializer.escaped(TextSanitizer.printableLine(text))
    }
}
