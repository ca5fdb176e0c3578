import FeedModel
import FeedRendering
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
        steps.compactMap { if case .snapshot(let name) = $0.kind { name } else { nil } }
    }
}

extension FlowFile: Decodable {
    package enum CodingKeys: String, CodingKey, CaseIterable {
        case flow, source, size, flags, experiments, state, theme, images, steps, now
        case clientVersion = "client_version"
    }

    /// Reads every field, and every step, before it refuses the file: one run says all that
    /// is wrong with it (`FieldErrors`), each problem at its place.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        var problems: [FieldError] = []
        func attempt<T>(_ read: () throws -> T) -> T? {
            do {
                return try read()
            } catch let problem as FieldError {
                problems.append(problem)
            } catch {
                problems.append(FieldError(path: JSONPath.string(for: container.codingPath), message: "\(error)", code: .invalidValue))
            }
            return nil
        }
        title = attempt { try container.requireV3(String.self, forKey: .flow) } ?? ""
        source = attempt { try container.requireV3(String.self, forKey: .source) } ?? ""
        size = attempt { try container.requireV3(FlowSize.self, forKey: .size) } ?? FlowSize(columns: 80, rows: 24)
        let flags = attempt { try container.optionalV3([String].self, forKey: .flags) } ?? nil
        let experiments = attempt { try container.optionalV3([String: String].self, forKey: .experiments) } ?? nil
        let version = attempt { try container.optionalV3(String.self, forKey: .clientVersion, rule: .version("client_version")) } ?? nil
        if flags != nil || experiments != nil || version != nil {
            cohort = Cohort(flags: Set(flags ?? []), experiments: experiments ?? [:], clientVersion: version.flatMap(ClientVersion.init))
        }
        if let now = attempt({ try container.optionalV3(String.self, forKey: .now) }) ?? nil {
            self.now = ISO8601Date.parse(now)
            if self.now == nil {
                problems.append(FieldError(path: container.path(of: .now), message: "now is an ISO 8601 time such as 2026-12-01T00:00:00Z, or a date; found '\(now)'", code: .invalidValue, byteOffset: container.byteOffset(of: .now)))
            }
        }
        let state = attempt { try container.optionalV3(String.self, forKey: .state) } ?? nil
        self.state = state == "empty" ? nil : state
        theme = attempt { try container.optionalV3(String.self, forKey: .theme) } ?? nil
        if let theme, Theme.builtIn[theme] == nil {
            problems.append(FieldError(path: container.path(of: .theme), message: "'\(theme)' is no built-in theme: choose one of \(Theme.builtIn.keys.sorted().joined(separator: ", "))", code: .invalidValue, byteOffset: container.byteOffset(of: .theme)))
        }
        let images: String = (attempt { try container.optionalV3(String.self, forKey: .images) } ?? nil) ?? "cells"
        if images != "cells" && images != "off" {
            problems.append(FieldError(path: container.path(of: .images), message: "images is \"cells\" or \"off\"; found '\(images)'", code: .invalidValue, byteOffset: container.byteOffset(of: .images)))
        }
        drawsPictures = images == "cells"
        // Counted before any step is read: a flow past the limit costs no step's work.
        let count = (try? container.base.nestedUnkeyedContainer(forKey: .steps))?.count ?? nil
        if let count, count > Self.maxSteps {
            problems.append(FieldError(path: container.path(of: .steps), message: "a flow has at most \(Self.maxSteps) steps; found \(count)", code: .invalidValue, byteOffset: container.byteOffset(of: .steps)))
        }
        let placed = count.map { $0 > Self.maxSteps } == true ? nil : attempt { try container.decodeEachV3(PlacedStep.self, forKey: .steps) }
        steps = placed?.values.compactMap { $0.map { placed in
            var step = placed.step
            step.byteOffset = placed.byteOffset
            return step
        } } ?? []
        problems += placed?.errors ?? []
        if let placed {
            problems += Self.stepProblems(placed.values, in: container)
        }
        for key in [CodingKeys.source, .state, .theme] {
            places[key] = (container.path(of: key), container.byteOffset(of: key))
        }
        if !problems.isEmpty { throw FieldErrors(problems) }
    }

    /// The most steps and checkpoints a flow has: each checkpoint keeps a screen until the run
    /// ends.
    package static let maxSteps = 10_000
    package static let maxCheckpoints = 500

    /// A flow checks something only at a checkpoint or an expectation, each checkpoint needs a
    /// name of its own, and a flow has a bounded number of both: what its steps break of
    /// that, each at its place.
    private static func stepProblems(_ steps: [PlacedStep?], in container: V3Container<CodingKeys>) -> [FieldError] {
        guard steps.count <= maxSteps else {
            return [FieldError(path: container.path(of: .steps), message: "a flow has at most \(maxSteps) steps; found \(steps.count)", code: .invalidValue, byteOffset: container.byteOffset(of: .steps))]
        }
        var problems: [FieldError] = []
        var seen: Set<String> = []
        for (index, placed) in steps.enumerated() {
            guard let placed, case .snapshot(let name) = placed.step.kind else { continue }
            guard seen.insert(name).inserted else {
                problems.append(FieldError(path: container.path(of: .steps) + "[\(index)].snapshot", message: "the checkpoint '\(name)' is named twice; each names a snapshot of its own", code: .invalidValue, byteOffset: placed.byteOffset))
                continue
            }
            guard seen.count <= maxCheckpoints else {
                return problems + [FieldError(path: container.path(of: .steps) + "[\(index)]", message: "a flow has at most \(maxCheckpoints) checkpoints", code: .invalidValue, byteOffset: placed.byteOffset)]
            }
        }
        let expects = steps.contains { if case .expect = $0?.step.kind { true } else { false } }
        if seen.isEmpty, !expects, !steps.contains(where: { $0 == nil }) {
            problems.append(FieldError(path: container.path(of: .steps), message: "a flow needs at least one {\"expect\": {...}} or {\"snapshot\": NAME} step, or it checks nothing", code: .invalidValue, byteOffset: container.byteOffset(of: .steps)))
        }
        return problems
    }
}
