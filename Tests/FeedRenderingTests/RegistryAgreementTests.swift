import FeedModel
import FeedRendering
import Testing

/// A module type is one model and one renderer: the two standard registries must name the same
/// types, or a type decodes and then draws as "cannot be shown", or draws but never decodes.
struct RegistryAgreementTests {
    @Test func theModelAndRendererRegistriesNameTheSameTypes() {
        // Besides those, the renderers draw the line that stands for a module its cohort does not see.
        let drawnFromFeeds = ModuleRendererRegistry.standard.typeNames.filter { $0 != HiddenModule.typeName }
        #expect(drawnFromFeeds == ModuleTypeRegistry.standard.typeNames)
        #expect(ModuleRendererRegistry.standard.typeNames.contains(HiddenModule.typeName))
        #expect(ModuleTypeRegistry.standard.typeNames.count == 10)
    }
}
