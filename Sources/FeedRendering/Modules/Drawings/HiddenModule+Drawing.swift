import FeedModel

extension HiddenModule: DrawnPayload {
    /// A module its cohort does not see, drawn as one dim line saying why.
    public static let renderer: any ModuleRenderer = PayloadRenderer(HiddenModule.self) { payload, _ in
        [HiddenModuleComponent(hidden: payload)]
    }
}
