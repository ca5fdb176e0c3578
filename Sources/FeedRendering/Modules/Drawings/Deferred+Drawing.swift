import FeedModel

extension Deferred: DrawnPayload {
    /// `deferred`: the placeholder drawn until its document arrives.
    public static let renderer: any ModuleRenderer = PayloadRenderer(Deferred.self) { payload, _ in
        [PlaceholderComponent(deferred: payload)]
    }
}
