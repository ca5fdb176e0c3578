import Foundation
import Testing

/// The targets' structure, as the package declares it (`swift package dump-package`): what
/// each links decides what it can do, so the design's rules are held by the build itself.
struct PackageStructureTests {
    /// A target of the package, with the targets it depends on by name.
    struct Target {
        let name: String
        let type: String
        let dependencies: [String]
    }

    /// The package's targets, by name. Read with a scratch folder of its own: the package's
    /// own is locked by the `swift test` running this.
    static let targets: [String: Target] = {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("feedterm-dump-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        guard let swift = ProcessInfo.processInfo.environment["PATH"].flatMap({ path in
            path.split(separator: ":").map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        }), let outcome = try? ChildProcess.outcome(swift, ["package", "--package-path", FeedtermProcess.root.path, "--scratch-path", scratch, "dump-package"]),
            let json = try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any],
            let targets = json["targets"] as? [[String: Any]]
        else { return [:] }
        return Dictionary(uniqueKeysWithValues: targets.map { target in
            let name = target["name"] as? String ?? ""
            // By name or as a target, the target's name; as a product, "product:NAME".
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency -> String? in
                if let name = ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String { return name }
                return ((dependency["product"] as? [Any])?.first as? String).map { "product:" + $0 }
            }
            return (name, Target(name: name, type: target["type"] as? String ?? "", dependencies: dependencies))
        })
    }()

    /// Every target `name` links, itself left out, through any number of steps.
    static func linked(by name: String) -> Set<String> {
        var found: Set<String> = []
        var next = targets[name]?.dependencies ?? []
        while let target = next.popLast() {
            guard found.insert(target).inserted else { continue }
            next += targets[target]?.dependencies ?? []
        }
        return found
    }

    @Test func thePackageIsRead() {
        #expect(Self.targets["FeedBrowserCore"] != nil, "swift package dump-package gave no targets")
    }

    @Test func theBrowsersCoreLinksNothingThatReadsFilesOrTalksToTheWorld() {
        let linked = Self.linked(by: "FeedBrowserCore")
        #expect(linked == ["FeedModel", "FeedRendering", "FeedInput"], "\(linked.sorted())")
    }

    @Test func theLanguageServerAndFlowsDoNotLinkTheBrowser() {
        for name in ["FeedLanguageServer", "FeedFlows"] {
            let linked = Self.linked(by: name)
            #expect(!linked.contains("FeedBrowserCore") && !linked.contains("FeedBrowser"), "\(name) links \(linked.sorted())")
        }
    }

    @Test func noTestTargetDependsOnAnExecutable() {
        let executables = Set(Self.targets.values.filter { $0.type == "executable" }.map(\.name))
        #expect(executables.contains("feedterm"))
        for test in Self.targets.values where test.type == "test" {
            #expect(Set(test.dependencies).isDisjoint(with: executables), "\(test.name) depends on \(Set(test.dependencies).intersection(executables).sorted())")
        }
    }

    /// The command line only parses arguments and calls the commands' library: at most 1,500
    /// lines of code (neither blank nor only a comment) in the executable's sources.
    @Test func theExecutableIsThin() throws {
        let folder = FeedtermProcess.root.appendingPathComponent("Sources/feedterm")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
        let code = try files.reduce(0) { total, file in
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            return total + lines.count { !$0.isEmpty && !$0.hasPrefix("//") }
        }
        #expect(code > 0 && code <= 1500, "the executable holds \(code) lines of code")
    }
}
