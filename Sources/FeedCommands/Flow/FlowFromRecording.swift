import FeedFlows
import FeedInput

/// The steps a recording's input makes: its keys, grouped, with a checkpoint at each pause
/// longer than a second and at the end, and its resizes.
package enum FlowFromRecording {
    /// A pause longer than this between two inputs is a checkpoint.
    package static let pause = 1.0

    /// The steps of `events`, and how many inputs were not keys (clicks, the wheel). The last
    /// key is left out when it is the q that ended the recording.
    package static func steps(of events: [CastFile.Event]) -> (steps: [FlowStep], skipped: Int) {
        var steps: [FlowStep] = [], keys: [Key] = [], skipped = 0, pauses = 0
        var last = 0.0
        var inputs = events.filter { $0.kind == "i" || $0.kind == "r" }
        if inputs.last?.kind == "i", inputs.last?.text == "q" { inputs.removeLast() }
        func flushKeys() {
            if !keys.isEmpty { steps.append(.keys(keys)) }
            keys = []
        }
        for event in inputs {
            if event.seconds - last > pause {
                flushKeys()
                pauses += 1
                steps.append(.snapshot("pause-\(pauses)"))
            }
            last = event.seconds
            if event.kind == "r" {
                let parts = event.text.split(separator: "x").compactMap { Int($0) }
                if parts.count == 2, let size = FlowSize.within(columns: parts[0], rows: parts[1]) {
                    flushKeys()
                    steps.append(.resize(size))
                } else {
                    skipped += 1
                }
                continue
            }
            keys += FlowKey.keys(in: event.text, skipped: &skipped)
        }
        flushKeys()
        steps.append(.snapshot("end"))
        return (steps, skipped)
    }
}
