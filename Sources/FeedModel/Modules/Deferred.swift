/// `deferred`: a placeholder for modules that load later, from another document of the source.
///
/// The browser draws the placeholder at once and loads `path` in the background; the loaded
/// document's modules take its place. `preview` draws the placeholder.
public struct Deferred: ModulePayload, Hashable, Decodable {
    /// The document to load, a path inside the source (checked when decoded, as for every path
    /// a feed names).
    public var path: String
    /// What the placeholder says while the document loads.
    public var title: String?
    /// Rows the placeholder takes, so the page does not jump much when content arrives.
    public var minHeight: Int

    /// The rows a placeholder may reserve.
    public static let heightRange = 1...40

    /// A placeholder for the document at `path`, `minHeight` rows tall until it comes.
    public init(path: String, title: String? = nil, minHeight: Int = 3) {
        self.path = path
        self.title = title
        self.minHeight = minHeight
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case path, title
        case minHeight = "min_height"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.containerV3(keyedBy: CodingKeys.self)
        let path = try container.requireV3(String.self, forKey: .path, rule: .sourcePath("the path"))
        container.noteReference(.deferred, path: path, at: .path)
        self.init(
            path: path,
            title: container.decodeV3(String.self, forKey: .title),
            minHeight: container.decodeV3(Int.self, forKey: .minHeight, rule: .within(Self.heightRange, "min_height")) ?? 3
        )
    }
}

extension ModuleType {
    /// `deferred`: Deferred's type.
    public static let deferred = ModuleType(
        "deferred", payload: Deferred.self,
        summary: "A placeholder at once; the document at path, from the same source, is loaded in the background and its modules take the placeholder's place."
    )
}
