import FeedModel
import Foundation
import FeedRendering
import Testing

/// A module type is one descriptor: its name and decoding (`ModuleType`, in its model file),
/// paired with its renderer once. The registries, the descriptions and the inspect addresses
/// all come from it, so a type can neither decode without drawing nor draw without decoding.
struct RegistryAgreementTests {
    @Test func theModelAndRendererRegistriesNameTheTypesOfTheDescriptors() {
        let names = ModuleType.standard.map(\.name).sorted()
        #expect(Set(names).count == names.count, "each type's name is written once")
        #expect(ModuleTypeRegistry.standard.typeNames == names)
        // Besides those, the renderers draw the line that stands for a module its cohort does not see.
        #expect(ModuleRendererRegistry.standard.typeNames == (names + [HiddenModule.typeName]).sorted())
        #expect(Set(FormatDescriptions.moduleTypes.keys) == Set(names), "every type says what it is")
    }

    @Test func everyStandardTypeHasARendererOfItsOwn() {
        for type in ModuleType.standard {
            #expect(!(ModuleRendererRegistry.standard.renderer(for: type.name) is UnrenderableModuleRenderer), "\(type.name)")
        }
    }

    /// What docs/layout-format.md's "Adding a module type" says, followed for a made-up type:
    /// a payload, its `ModuleType`, a renderer whose plan gives each stop its JSON address, and
    /// one registration each. Inspect then finds its element, as for a built-in type.
    @Test func aNewTypeIsOneDescriptorAndInspectFindsItsStops() throws {
        struct Stamp: ModulePayload, Decodable {
            var text: String
            var action: Action
        }
        let stampType = ModuleType("stamp", payload: Stamp.self)
        let renderer = PayloadRenderer(Stamp.self, plan: { stamp in
            var plan = FocusPlan()
            plan.add(.custom("stamp"), action: stamp.action, address: [.key("action")])
            return plan
        }) { stamp, _ in [TextLineComponent(text: DisplayText(stamp.text), role: .title)] }
        var types = ModuleTypeRegistry.standard
        types.register(stampType)
        var renderers = ModuleRendererRegistry.standard
        renderers.register(stampType.name, renderer)
        let json = #"{"modules": [{"type": "stamp", "stamp": {"text": "Approved", "action": {"type": "open_feed", "feed": "deals"}}}]}"#
        let result = FeedDecoder(moduleTypes: types).decode(Data(json.utf8))
        let module = try #require(result.modules.first)
        let stop = FeedRenderer(renderers: renderers).focusPlan(for: module).stops.first
        #expect(ElementAddress.steps(for: stop, in: module) == [.key("stamp"), .key("action")])
        let inspection = try #require(ElementInspection.find(in: Data(json.utf8), modulePosition: module.position, steps: ElementAddress.steps(for: stop, in: module)))
        #expect(inspection.jsonPath == "$.modules[0].stamp.action")
    }
}
