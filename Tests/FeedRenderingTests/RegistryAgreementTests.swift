import FeedModel
import FeedRendering
import Testing

/// A module type is one model and one renderer: the two standard registries must name the same
/// types, or a type decodes and then draws as "cannot be shown", or draws but never decodes.
struct RegistryAgreementTests {
    @Test func theModelAndRendererRegistriesNameTheSameTypes() {
        #expect(ModuleRendererRegistry.standard.typeNames == ModuleTypeRegistry.standard.typeNames)
        #expect(ModuleTypeRegistry.standard.typeNames.count == 10)
    }
}
