import FeedModel
import Foundation

/// A flow file: a shopper's steps through a source, and the checkpoints that guard what they
/// see and what the browser does (docs/snapshots.md, Flows).
///
/// ```json
/// {"flow": "favorite a card from Home", "source": "../layouts", "size": [100, 30],
///  "steps": [{"keys": ["Down"]}, {"snapshot": "focused"}]}
/// ```
package struct FlowFile {
    /// What the flow does, in words.
    package var title: String
    /// A folder, relative to the flow file, or an http(s) base URL.
    package var source: String
    /// The terminal's size at the start.
    package var size: FlowSize
    /// Who is looking, as `browse --flag`, `--experiment` and `--client-version` say it; nil
    /// when the flow names none (the project config's cohort then).
    package var cohort: Cohort?
    /// The time the whole flow runs at (coupons, orders); nil is the time of the run.
    package var now: Date?
    /// A state file to start from, relative to the flow file (copied, never changed); nil
    /// starts with nothing kept.
    package var state: String?
    /// A built-in theme's name; nil draws in the snapshot run's theme.
    package var theme: String?
    /// Whether pictures are drawn as cells (true) or as their placeholders.
    package var drawsPictures: Bool
    /// The steps, in order.
    package var steps: [FlowStep]
    /// Where the values that name files and themes stand, for problems found after decoding.
    var places: [CodingKeys: (path: String, offset: Int?)] = [:]

    /// A flow of `steps` on `source` at `size`; the rest as a flow file that leaves them out.
    package init(title: String, source: String, size: FlowSize, cohort: Cohort? = nil, now: Date? = nil, state: String? = nil, theme: String? = nil, drawsPictures: Bool = true, steps: [FlowStep]) {
        self.title = title
        self.source = source
        self.size = size
        self.cohort = cohort
        self.now = now
        self.state = state
        self.theme = theme
        self.drawsPictures = drawsPictures
        self.steps = steps
    }

    /// The checkpoints' names, in order.
    package var checkpoints: [String] {
        steps.compactMap { if case .snapshot(let name) = $0 { name } else { nil } }
    }
}

extension FlowFile: Decodable {
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case flow, source, size, flags, experiments, state, theme, images, steps, now
        case clientVersion = "client_version"
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        title = try container.requireV3(String.self, forKey: .flow)
        source = try container.requireV3(String.self, forKey: .source)
        size = try container.requireV3(FlowSize.self, forKey: .size)
        let flags = try container.optionalV3([String].self, forKey: .flags)
        let experiments = try container.optionalV3([String: String].self, forKey: .experiments)
        let version = try container.optionalV3(String.self, forKey: .clientVersion, rule: .version("client_version"))
        if flags != nil || experiments != nil || version != nil {
            cohort = Cohort(flags: Set(flags ?? []), experiments: experiments ?? [:], clientVersion: version.flatMap(ClientVersion.init))
        }
        if let now = try container.optionalV3(String.self, forKey: .now) {
            guard let date = ISO8601Date.parse(now) else {
                throw FieldError(path: container.path(of: .now), message: "now is an ISO 8601 time such as 2026-12-01T00:00:00Z, or a date; found '\(now)'", code: .invalidValue, byteOffset: container.byteOffset(of: .now))
            }
            self.now = date
        }
        let state = try container.optionalV3(String.self, forKey: .state)
        self.state = state == "empty" ? nil : state
        theme = try container.optionalV3(String.self, forKey: .theme)
        let images = try container.optionalV3(String.self, forKey: .images) ?? "cells"
        guard images == "cells" || images == "off" else {
            throw FieldError(path: container.path(of: .images), message: "images is \"cells\" or \"off\"; found '\(images)'", code: .invalidValue, byteOffset: container.byteOffset(of: .images))
        }
        drawsPictures = images == "cells"
        let placed = try container.requireV3([PlacedStep].self, forKey: .steps)
        steps = placed.map(\.step)
        try Self.checkSteps(placed, in: container)
        for key in [CodingKeys.source, .state, .theme] {
            places[key] = (container.path(of: key), container.byteOffset(of: key))
        }
    }

    /// The most steps and checkpoints a flow has: each checkpoint keeps a screen until the run
    /// ends.
    package static let maxSteps = 10_000
    package static let maxCheckpoints = 500

    /// A flow checks something only at a checkpoint, each needs a name of its own, and a flow
    /// has a bounded number of both.
    private static func checkSteps(_ steps: [PlacedStep], in container: V3Container<CodingKeys>) throws {
        guard steps.count <= maxSteps else {
            throw FieldError(path: container.path(of: .steps), message: "a flow has at most \(maxSteps) steps; found \(steps.count)", code: .invalidValue, byteOffset: container.byteOffset(of: .steps))
        }
        var seen: Set<String> = []
        for (index, placed) in steps.enumerated() {
            guard case .snapshot(let name) = placed.step else { continue }
            guard seen.insert(name).inserted else {
                throw FieldError(path: container.path(of: .steps) + "[\(index)].snapshot", message: "the checkpoint '\(name)' is named twice; each names a snapshot of its own", code: .invalidValue, byteOffset: placed.byteOffset)
            }
            guard seen.count <= maxCheckpoints else {
                throw FieldError(path: container.path(of: .steps) + "[\(index)]", message: "a flow has at most \(maxCheckpoints) checkpoints", code: .invalidValue, byteOffset: placed.byteOffset)
            }
        }
        if seen.isEmpty {
            throw FieldError(path: container.path(of: .steps), message: "a flow needs at least one {\"snapshot\": NAME} step, or it checks nothing", code: .invalidValue, byteOffset: container.byteOffset(of: .steps))
        }
    }
}
