import FeedFixtures
import FeedModel
import Foundation
import FeedRendering
import Testing

/// A module type is registered once, as a case of `StandardModuleType`: its model file names
/// it and says what it is, its renderer file conforms its payload to `DrawnPayload`, and its
/// previews file to `PreviewedPayload`; the case's switches name each, so one missing does not
/// compile. What the compiler cannot see, that each half is the same type's, is checked here.
struct RegistryAgreementTests {
    @Test func theModelAndRendererRegistriesNameTheTypesOfTheOneList() {
        let names = ModuleType.standard.map(\.name).sorted()
        #expect(Set(names).count == names.count, "each type's name is written once")
        #expect(ModuleTypeRegistry.standard.typeNames == names)
        // Besides those, the renderers draw the line that stands for a module its cohort does not see.
        #expect(ModuleRendererRegistry.standard.typeNames == (names + [HiddenModule.typeName]).sorted())
        #expect(Set(FormatDescriptions.moduleTypes.keys) == Set(names), "every type says what it is")
    }

    @Test func everyStandardTypeIsDrawnAndPreviewedThroughItsOwnPayload() {
        for standard in StandardModuleType.allCases {
            let type = standard.type
            #expect(ObjectIdentifier(standard.drawing) == ObjectIdentifier(type.payloadType), "\(type.name) is drawn by another type's payload")
            #expect(!(ModuleRendererRegistry.standard.renderer(for: type.name) is UnrenderableModuleRenderer), "\(type.name)")
            #expect(standard.previews.allSatisfy { ObjectIdentifier(Swift.type(of: $0.module.payload)) == ObjectIdentifier(type.payloadType) }, "\(type.name)")
            #expect(StandardModuleType(name: type.name) == standard)
        }
        let previewed = Set(ModulePreview.all.map(\.module.type))
        let shared = Set(["promo_banner"])  // previewed as hero_banner, the first type of its payload
        #expect(previewed == Set(ModuleType.standard.map(\.name)).subtracting(shared))
    }

    /// A made-up type registered as docs/layout-format.md says a host registers one: a payload
    /// and its `ModuleType`, a renderer whose plan gives each stop its JSON address, and one
    /// list both registries are built from, at run time. Inspect then finds its element, as for
    /// a built-in type.
    @Test func aNewTypeIsOneRegistrationAndInspectFindsItsStops() throws {
        struct Stamp: DrawnPayload, Decodable {
            var text: String
            var action: Action

            static var renderer: any ModuleRenderer {
                PayloadRenderer(Stamp.self, plan: { stamp in
                    var plan = FocusPlan()
                    plan.add(.custom("stamp"), action: stamp.action, address: [.key("action")])
                    return plan
                }) { stamp, _ in [TextLineComponent(text: DisplayText(stamp.text), role: .title)] }
            }
        }
        let types = ModuleType.standard + [ModuleType("stamp", payload: Stamp.self, summary: "A stamp of approval.")]
        let renderers = ModuleRendererRegistry(drawing: types)
        let json = #"{"modules": [{"type": "stamp", "stamp": {"text": "Approved", "action": {"type": "open_feed", "feed": "deals"}}}]}"#
        let result = FeedDecoder(moduleTypes: ModuleTypeRegistry(types)).decode(Data(json.utf8))
        let module = try #require(result.modules.first)
        #expect(FeedRenderer(renderers: renderers).render(module, width: 20).line(0).hasPrefix("Approved"))
        let stop = FeedRenderer(renderers: renderers).focusPlan(for: module).stops.first
        #expect(ElementAddress.steps(for: stop, in: module) == [.key("stamp"), .key("action")])
        let inspection = try #require(ElementInspection.find(in: Data(json.utf8), modulePosition: module.position, steps: ElementAddress.steps(for: stop, in: module)))
        #expect(inspection.jsonPath == "$.modules[0].stamp.action")
    }
}
