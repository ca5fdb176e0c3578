import Foundation

/// The figures of one run, printed as a table or as one JSON object.
struct BenchReport {
    let modules: Int
    let modulesDecoded: Int
    let decodeMilliseconds: Double
    let plainDecodeMilliseconds: Double
    let frameMilliseconds: Double
    let smallFrameMilliseconds: Double
    let bytes: TerminalBytes
    let rssMegabytes: Double
    let jsonMegabytes: Double
    let firstFrameMilliseconds: Double

    var decodeRatio: Double { decodeMilliseconds / plainDecodeMilliseconds }
    var frameFlatness: Double { frameMilliseconds / smallFrameMilliseconds }
    var scrollBytesRatio: Double { Double(bytes.oneRowScroll) / Double(bytes.fullRepaint) }
    var focusBytesRatio: Double { Double(bytes.focusOneCard) / Double(bytes.fullRepaint) }
    var rssGoal: Double { 3 * jsonMegabytes + 40 }

    /// Each figure with its JSON key, value, goal and whether it meets the goal.
    private var rows: [(key: String, value: Double, format: String, goal: String, met: Bool?)] {
        [
            ("decode_ratio", decodeRatio, "%.2f", "≤ 1.3", decodeRatio <= 1.3),
            ("frame_ms_10k", frameMilliseconds, "%.2f", "", nil),
            ("frame_flatness", frameFlatness, "%.2f", "≤ 1.5", frameFlatness <= 1.5),
            ("scroll_bytes_ratio", scrollBytesRatio, "%.3f", "≤ 0.3", scrollBytesRatio <= 0.3),
            ("focus_bytes_ratio", focusBytesRatio, "%.3f", "≤ 0.1", focusBytesRatio <= 0.1),
            ("rss_mb_10k", rssMegabytes, "%.1f", String(format: "≤ %.1f", rssGoal), rssMegabytes <= rssGoal),
            ("json_mb_10k", jsonMegabytes, "%.1f", "", nil),
            ("first_frame_ms_10k", firstFrameMilliseconds, "%.0f", "", nil),
            ("decode_ms_10k", decodeMilliseconds, "%.0f", "", nil),
        ]
    }

    func table() -> String {
        var lines = ["figure               value      goal", "-------------------  ---------  -----------"]
        for row in rows {
            let verdict = row.met.map { $0 ? "met" : "MISSED" } ?? ""
            lines.append(pad(row.key, 19) + "  " + pad(String(format: row.format, row.value), 9) + "  " + pad(row.goal, 11) + " " + verdict)
        }
        lines.append("")
        lines.append(String(format: "plain JSONDecoder %.0f ms, 10-module frame %.3f ms; bytes: repaint %d, one-row scroll %d, focus one card %d",
                            plainDecodeMilliseconds, smallFrameMilliseconds, bytes.fullRepaint, bytes.oneRowScroll, bytes.focusOneCard))
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
