import Foundation

/// The figures of one run, printed as a table or as one JSON object.
struct BenchReport {
    let modules: Int
    let modulesDecoded: Int
    let decodeMilliseconds: Double
    let plainDecodeMilliseconds: Double
    let validateMilliseconds: Double
    let pythonMilliseconds: Double
    let frameMilliseconds: Double
    let smallFrameMilliseconds: Double
    let bytes: TerminalBytes
    let huge: HugeFeedFigures
    let jsonMegabytes: Double
    let firstFrameMilliseconds: Double
    let loading: LoadingFigures
    let state: StateFigures
    let focus: FocusFigures
    let watch: WatchFigures
    let languageServer: LanguageServerFigures
    let pictures: PictureFigures
    let hostile: HostileFigures
    let validate: ValidateFigures
    let diff: DiffFigures

    var decodeVsJSONDecoder: Double { decodeMilliseconds / plainDecodeMilliseconds }
    var validateVsPython: Double { validateMilliseconds / pythonMilliseconds }
    var frameFlatness: Double { frameMilliseconds / smallFrameMilliseconds }
    var scrollBytesRatio: Double { Double(bytes.oneRowScroll) / Double(bytes.fullRepaint) }
    var focusBytesRatio: Double { Double(bytes.focusOneCard) / Double(bytes.fullRepaint) }
    /// A feed the browser keeps costs no more than its file and 20 MB, the process included.
    var rssGoal: Double { huge.jsonMegabytes + 20 }
    var decodeMegabytesPerSecond: Double { jsonMegabytes / decodeMilliseconds * 1000 }
    var plainMegabytesPerSecond: Double { jsonMegabytes / plainDecodeMilliseconds * 1000 }

    /// Each figure with its JSON key, value, goal and whether it meets the goal. Keys name
    /// what they measure; the feed's size is `modules` (and 100,000 for the `_100k` pair).
    private var rows: [(key: String, value: Double, format: String, goal: String, met: Bool?)] {
        [
            ("decode_vs_jsondecoder", decodeVsJSONDecoder, "%.2f", "≤ 0.5", decodeVsJSONDecoder <= 0.5),
            ("decode_mb_s", decodeMegabytesPerSecond, "%.1f", "", nil),
            ("jsondecoder_mb_s", plainMegabytesPerSecond, "%.1f", "", nil),
            ("validate_vs_python", validateVsPython, "%.2f", "≤ 0.6", validateVsPython <= 0.6),
        ] + (validate.vsSimdjson.map { [("validate_vs_simdjson", $0, "%.2f", "≤ 2.0", $0 <= 2.0)] } ?? []) + [
            ("validate_jobs_speedup", validate.jobsSpeedup, "%.2f", "≥ 1.8", validate.jobsSpeedup >= 1.8),
            ("validate_cores", Double(validate.cores), "%.0f", "", nil),
            ("frame_ms", frameMilliseconds, "%.2f", "", nil),
            ("frame_flatness", frameFlatness, "%.2f", "≤ 1.5", frameFlatness <= 1.5),
            ("scroll_bytes_ratio", scrollBytesRatio, "%.3f", "≤ 0.3", scrollBytesRatio <= 0.3),
            ("focus_bytes_ratio", focusBytesRatio, "%.3f", "≤ 0.1", focusBytesRatio <= 0.1),
            ("rss_mb_100k", huge.peakMegabytes, "%.1f", String(format: "≤ %.1f", rssGoal), huge.peakMegabytes <= rssGoal),
            ("json_mb_100k", huge.jsonMegabytes, "%.1f", "", nil),
            ("first_frame_ratio_100k", huge.firstFrameRatio, "%.2f", "≤ 0.5", huge.firstFrameRatio <= 0.5),
            ("first_frame_ms_100k", huge.firstFrameMilliseconds, "%.0f", "", nil),
            ("validate_jobs1_ms_100k", huge.validateMilliseconds, "%.0f", "", nil),
            ("json_mb", jsonMegabytes, "%.1f", "", nil),
            ("first_frame_ms", firstFrameMilliseconds, "%.0f", "", nil),
            ("first_frame_slow_source_ms", loading.firstFrameSlowMilliseconds, "%.1f",
             String(format: "≤ %.1f", loading.firstFrameDirectoryMilliseconds + 150), loading.firstFrameSlowMilliseconds <= loading.firstFrameDirectoryMilliseconds + 150),
            ("first_frame_directory_ms", loading.firstFrameDirectoryMilliseconds, "%.1f", "", nil),
            ("key_to_frame_ms_loading", loading.keyToFrameMilliseconds, "%.2f", "≤ 20", loading.keyToFrameMilliseconds <= 20),
            ("first_content_http_ms", loading.firstContentHTTPMilliseconds, "%.1f", String(format: "≤ %.1f", loading.firstContentDirectoryMilliseconds + 50),
             loading.firstContentHTTPMilliseconds <= loading.firstContentDirectoryMilliseconds + 50),
            ("first_content_directory_ms", loading.firstContentDirectoryMilliseconds, "%.1f", "", nil),
            ("state_write_ms", state.writeMilliseconds, "%.2f", "≤ 5", state.writeMilliseconds <= 5),
            ("state_open_ms", state.openMilliseconds, "%.1f", "≤ 50", state.openMilliseconds <= 50),
            ("key_to_frame_ms_locked_state", state.keyToFrameLockedMilliseconds, "%.2f", "≤ 20", state.keyToFrameLockedMilliseconds <= 20),
            ("first_frame_ms_locked_state", state.firstFrameLockedMilliseconds, "%.1f", "≤ 200", state.firstFrameLockedMilliseconds <= 200),
            ("key_to_frame_ms_free_state", state.keyToFrameFreeMilliseconds, "%.2f", "", nil),
            ("focus_move_renders", Double(focus.focusMoveRenders), "%.0f", "≤ \(focus.onScreenRenders)", focus.focusMoveRenders <= focus.onScreenRenders),
            ("on_screen_renders", Double(focus.onScreenRenders), "%.0f", "", nil),
            ("watch_latency_ms", watch.latencyMilliseconds, "%.1f", "≤ 100", watch.latencyMilliseconds <= 100),
            ("diff_vs_validate", diff.ratio, "%.2f", "≤ 2", diff.ratio <= 2),
            ("lsp_change_to_diagnostics_ms", languageServer.changeToDiagnosticsMilliseconds, "%.1f", "≤ 100", languageServer.changeToDiagnosticsMilliseconds <= 100),
            ("lsp_20_documents_mb", languageServer.twentyDocumentsMegabytes, "%.1f", "< 300", languageServer.twentyDocumentsMegabytes < 300),
            ("lsp_document_mb", languageServer.documentMegabytes, "%.2f", "", nil),
            ("picture_ms", pictures.pictureMilliseconds, "%.2f", "≤ 5", pictures.pictureMilliseconds <= 5),
            ("repaint_bytes_pictures_ratio", pictures.repaintRatio, "%.2f", "≤ 4", pictures.repaintRatio <= 4),
            ("first_frame_slow_pictures_ms", pictures.slowPicturesCost, "%.1f", "≤ 20", pictures.slowPicturesCost <= 20),
            ("rss_mb_pictures", pictures.rssWith, "%.1f", String(format: "≤ %.1f", pictures.rssWithout + 100), pictures.rssWith <= pictures.rssWithout + 100),
            ("rss_mb_no_pictures", pictures.rssWithout, "%.1f", "", nil),
            ("picture_decode_mb_6000", pictures.decodeMegabytes6000, "%.1f", "≤ 16", pictures.decodeMegabytes6000 <= 16),
            ("kitty_grid_bytes_ratio", pictures.kittyGridRatio, "%.2f", "≤ 20", pictures.kittyGridRatio <= 20),
            ("rss_mb_hostile_parts", hostile.peakMegabytes, "%.1f", "≤ 300", hostile.peakMegabytes <= 300),
            ("key_to_frame_ms_hostile", hostile.keyToFrameMilliseconds, "%.2f", "≤ 20", hostile.keyToFrameMilliseconds <= 20),
            ("threads_hostile_parts", hostile.threads, "%.0f", "≤ 16", hostile.threads <= 16),
            ("decode_ms", decodeMilliseconds, "%.0f", "", nil),
            ("modules", Double(modules), "%.0f", "", nil),
        ]
    }

    func table() -> String {
        var lines = ["figure                        value      goal", "----------------------------  ---------  -----------"]
        for row in rows {
            let verdict = row.met.map { $0 ? "met" : "MISSED" } ?? ""
            lines.append(pad(row.key, 28) + "  " + pad(String(format: row.format, row.value), 9) + "  " + pad(row.goal, 11) + " " + verdict)
        }
        lines.append("")
        if let problem = validate.simdjsonProblem {
            lines.append("validate_vs_simdjson not measured: \(problem)")
        }
        lines.append(validate.linkage.sentence)
        lines.append(String(format: "simdjson walk %.0f ms; validate of 20,000 small layouts: --jobs 1 %.0f ms, every core %.0f ms",
                            validate.simdjsonMilliseconds ?? .nan, validate.oneJobMilliseconds, validate.everyCoreMilliseconds))
        lines.append(String(format: "plain JSONDecoder %.0f ms, validate %.0f ms, python3 json.load %.0f ms, 10-module frame %.3f ms; bytes: repaint %d, one-row scroll %d, focus one card %d",
                            plainDecodeMilliseconds, validateMilliseconds, pythonMilliseconds, smallFrameMilliseconds, bytes.fullRepaint, bytes.oneRowScroll, bytes.focusOneCard))
        return lines.joined(separator: "\n")
    }

    func json() -> String {
        var object: [String: Double] = [:]
        for row in rows {
            object[row.key] = (row.value * 1000).rounded() / 1000
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
