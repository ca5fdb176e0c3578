import FeedFlows
import FeedInput

/// The steps a recording's input makes: its keys (the wheel among them, as `WheelUp` and
/// `WheelDown`), grouped; each click a step of its own at its cell; its resizes; and a
/// checkpoint at each pause longer than a second and at the end.
///
/// A step after which the recording drew nothing (no frame changed a row before the next
/// input) is marked `may_do_nothing`: a flow must not fail where the recording did the same.
package enum FlowFromRecording {
    /// A pause longer than this between two inputs is a checkpoint.
    package static let pause = 1.0

    /// The steps of `events`, and how many inputs could be no step (a size no flow can have,
    /// a sequence that is no key). The last key is left out when it is the q that ended the
    /// recording, and so is what was drawn after it.
    package static func steps(of events: [CastFile.Event]) -> (steps: [FlowStep], skipped: Int) {
        var events = events[...]
        if let last = events.lastIndex(where: { $0.kind == "i" || $0.kind == "r" }), events[last].kind == "i", events[last].text == "q" {
            events = events[..<last]
        }
        var steps: [FlowStep] = [], pending: FlowStep?, skipped = 0, pauses = 0, last = 0.0
        func flush() {
            if let step = pending { steps.append(step) }
            pending = nil
        }
        for event in events {
            switch event.kind {
            case "o":
                // A frame that changed a row: the step before it did something.
                if !event.text.isEmpty { pending?.mayDoNothing = false }
                continue
            case "i", "r":
                break
            default:
                continue
            }
            if event.seconds - last > pause {
                flush()
                pauses += 1
                steps.append(FlowStep(.snapshot("pause-\(pauses)")))
            }
            last = event.seconds
            guard event.kind == "i" else {
                flush()
                let parts = event.text.split(separator: "x").compactMap { Int($0) }
                if parts.count == 2, let size = FlowSize.within(columns: parts[0], rows: parts[1]) {
                    steps.append(FlowStep(.resize(size)))
                } else {
                    skipped += 1
                }
                continue
            }
            for input in FlowKey.inputs(in: event.text, skipped: &skipped) {
                if case .click(let x, let y) = input {
                    flush()
                    pending = FlowStep(.click(.cell(column: x + 1, row: y + 1)), mayDoNothing: true)
                } else if case .keys(let keys)? = pending?.kind {
                    pending?.kind = .keys(keys + [input])
                } else {
                    flush()
                    pending = FlowStep(.keys([input]), mayDoNothing: true)
                }
            }
        }
        flush()
        steps.append(FlowStep(.snapshot("end")))
        return (steps, skipped)
    }
}
