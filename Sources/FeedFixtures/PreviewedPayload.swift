import FeedModel

/// A module payload with ready-made values: each built-in type's previews file conforms it,
/// and `ModulePreview.all` finds them through `ModuleType.standard`.
public protocol PreviewedPayload: ModulePayload {
    /// Its previews, each named as its snapshot is.
    static var previews: [Preview<Self>] { get }
}
