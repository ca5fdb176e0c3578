import FeedModel

/// A payload that says how it is drawn.
///
/// Each built-in type's renderer file conforms its payload (`ListingGrid+Drawing.swift`), and
/// `ModuleRendererRegistry.standard` finds the renderer of every type of `ModuleType.standard`
/// through its payload: the one list of types is the model's, and no type is named twice.
public protocol DrawnPayload: ModulePayload {
    /// Plans the payload's focus stops and composes its components.
    static var renderer: any ModuleRenderer { get }
}
