/// How a position's character counts: UTF-16 code units (LSP's default) or UTF-8 bytes, when
/// the client offers `utf-8` at initialize.
public enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf8 = "utf-8"

    /// The encoding to use among those a client offers: UTF-8 when offered, since the server
    /// keeps text as bytes, else UTF-16, which every client understands.
    public static func choose(from offered: [String]?) -> PositionEncoding {
        offered?.contains(PositionEncoding.utf8.rawValue) == true ? .utf8 : .utf16
    }

    /// Code units of the character whose UTF-8 sequence starts with `lead`; 0 for a
    /// continuation byte.
    func units(ofLead lead: UInt8) -> Int {
        switch self {
        case .utf8: return 1
        case .utf16:
            if lead & 0xC0 == 0x80 { return 0 }
            return lead >= 0xF0 ? 2 : 1
        }
    }

    /// Bytes the UTF-8 sequence starting with `lead` takes.
    static func sequenceLength(ofLead lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
