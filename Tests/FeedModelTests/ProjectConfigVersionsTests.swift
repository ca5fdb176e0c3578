import FeedModel
import Foundation
import Testing

/// feedterm.json's `clients`, `since` and `module_types` entries that give a `since`.
struct ProjectConfigVersionsTests {
    static func load(_ json: String) throws -> ProjectConfig {
        var warnings: [Diagnostic] = []
        let config = try ProjectConfig.load(Data(json.utf8), directory: URL(fileURLWithPath: "/tmp"), warnings: &warnings)
        #expect(warnings.isEmpty)
        return config
    }

    @Test func sinceComesFromModuleTypesAndTheTopLevel() throws {
        let config = try Self.load("""
            {"clients": ["4.8.0", "5.0.0", "5.3.0"], "module_types": [{"name": "review_strip", "since": "5.3.0"}, "gift_note"],
             "action_types": ["share_listing"], "since": {"similar_items_on_sale": "5.0.0", "share_listing": "5.0.0"}}
            """)
        #expect(config.moduleTypes == ["review_strip", "gift_note"])
        #expect(config.since["review_strip"] == ClientVersion("5.3.0"))
        #expect(config.since["share_listing"] == ClientVersion("5.0.0"))
        #expect(config.since["gift_note"] == nil)
        #expect(config.appVersions?.clients.map(\.description) == ["5.3.0", "5.0.0", "4.8.0"])
        #expect(config.decoder().appVersions == config.appVersions)
        #expect(config.reader(Cohort(clientVersion: ClientVersion("4.8"))).shown(Module(type: "review_strip", payload: HiddenModule(type: "", id: nil, reason: ""))) == nil)
    }

    @Test(arguments: [
        (#"{"clients": ["4.8", "v5"]}"#, "clients lists app versions in dotted numbers"),
        (#"{"clients": ["5.0", "5.0.0"]}"#, "clients names 5.0.0 twice"),
        (#"{"since": {"similar_item_on_sale": "5.0.0"}}"#, "(did you mean 'similar_items_on_sale'?)"),
        (#"{"since": {"listing_grid": "five"}}"#, "since gives listing_grid the version \"five\""),
        (#"{"module_types": [{"name": "gift_note", "since": "5"}], "since": {"gift_note": "5.1"}}"#, "module_types gives a since already"),
        (#"{"module_types": [{"name": "gift_note", "since": "5.x"}]}"#, "since must be dotted numbers"),
        (#"{"module_types": ["gift_note", {"name": "gift_note"}]}"#, "module_types names 'gift_note' twice"),
        (#"{"module_types": [{"since": "5.0"}]}"#, "name"),
    ])
    func aWrongVersionOrTypeRefusesTheConfig(json: String, message: String) {
        var warnings: [Diagnostic] = []
        #expect {
            _ = try ProjectConfig.load(Data(json.utf8), directory: URL(fileURLWithPath: "/tmp"), warnings: &warnings)
        } throws: { error in
            (error as? Diagnostic)?.message.contains(message) == true
        }
    }

    @Test func aModuleTypeEntryWithAnUnknownKeyIsReported() throws {
        var warnings: [Diagnostic] = []
        _ = try ProjectConfig.load(Data(#"{"module_types": [{"name": "gift_note", "sinse": "5.0"}]}"#.utf8), directory: URL(fileURLWithPath: "/tmp"), warnings: &warnings)
        #expect(warnings.map(\.path) == ["$.module_types[0].sinse"])
    }
}
