import FeedModel

/// A payload that says how it is drawn.
///
/// Each built-in type's renderer file conforms its payload (`ListingGrid+Drawing.swift`), and
/// its case of `StandardModuleType` names that payload (`drawing`), which
/// `ModuleRendererRegistry.standard` draws it with: a case without a drawing does not compile.
public protocol DrawnPayload: ModulePayload {
    /// Plans the payload's focus stops and composes its components.
    static var renderer: any ModuleRenderer { get }
}
