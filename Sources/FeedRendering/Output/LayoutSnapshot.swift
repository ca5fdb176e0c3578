import FeedModel

/// How a layout document looks in a snapshot: what `preview` prints for a reader with no
/// flags, drawn into one buffer.
///
/// The project's Snapshots/ tests and `feedterm snapshot` both draw through here, so the two
/// can never disagree about what a document looks like.
public enum LayoutSnapshot {
    /// The modules `cohort` sees, drawn at `width`.
    public static func buffer(of modules: [Module], width: Int, renderer: FeedRenderer = FeedRenderer(), cohort: Cohort = Cohort()) -> Buffer {
        renderer.render(cohort.visible(modules), width: width)
    }
}
