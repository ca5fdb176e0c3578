/// `section_header`: a header line between modules.
public struct SectionHeader: ModulePayload, Hashable, Decodable {
    /// The header line.
    public var header: Header

    /// A section header of `header`.
    public init(header: Header) {
        self.header = header
    }

    public init(from decoder: any Decoder) throws {
        header = try Header(from: decoder)
    }
}

extension ModuleType {
    /// `section_header`: SectionHeader's type.
    public static let sectionHeader = ModuleType(
        "section_header", payload: SectionHeader.self,
        summary: "A header line: a title, a subtitle and an optional action."
    )
}
