import FeedModel

/// A module payload with ready-made values: each built-in type's previews file conforms it,
/// and its case of `StandardModuleType` names it (`previews`), so a type without previews
/// does not compile.
public protocol PreviewedPayload: ModulePayload {
    /// Its previews, each named as its snapshot is.
    static var previews: [Preview<Self>] { get }
}
