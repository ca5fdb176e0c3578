/// The stable code of a kind of problem, printed with every diagnostic (`[FT300]`).
///
/// Codes never change meaning and are never reused, so CI rules and editors can key on them;
/// docs/layout-format.md lists each with an example. FT0xx: reading the file; FT1xx: the JSON
/// text itself (fatal: nothing is shown); FT2xx: the document's shape (fatal); FT3xx: a field
/// of a module (the module, an element or the field is dropped, or a client would show it
/// wrongly); FT4xx: references between the documents of a source.
public enum DiagnosticCode: String, Sendable, Codable, CaseIterable, Comparable {
    case unreadableDocument = "FT001"
    case skippedEntry = "FT002"

    case emptyDocument = "FT100"
    case invalidUTF8 = "FT101"
    case byteOrderMark = "FT102"
    case unexpectedCharacter = "FT103"
    case unexpectedEnd = "FT104"
    case controlCharacterInString = "FT105"
    case invalidEscape = "FT106"
    case loneSurrogate = "FT107"
    case invalidNumber = "FT108"
    case nestingTooDeep = "FT109"
    case trailingContent = "FT110"
    case trailingComma = "FT111"
    case documentTooLarge = "FT112"

    case wrongTopLevel = "FT200"
    case modulesNotAnArray = "FT201"

    case missingKey = "FT300"
    case nullValue = "FT301"
    case wrongType = "FT302"
    case invalidValue = "FT303"
    case numberOutOfRange = "FT304"
    case emptyArray = "FT305"
    case unknownModuleType = "FT306"
    case unknownActionType = "FT307"
    case missingPayload = "FT308"
    case duplicateKey = "FT309"
    case unknownKey = "FT310"
    case unreadableRequires = "FT311"
    case expiredCoupon = "FT312"
    case ignoredOriginalPrice = "FT313"
    case duplicateModuleID = "FT314"
    case blankText = "FT315"
    case nonWebURL = "FT316"

    case missingReference = "FT400"
    case referenceCycle = "FT401"

    /// What the code means, in one line: SARIF's rule description and the docs' table.
    public var summary: String {
        switch self {
        case .unreadableDocument: "The document cannot be read: no such file, a directory, no permission, a failed request, or more than the limits of bytes and time."
        case .skippedEntry: "An entry of a folder is not a regular file (a FIFO, a device, a socket), so it is skipped: reading it could wait for ever."
        case .emptyDocument: "The document is empty or only white space."
        case .invalidUTF8: "The bytes are not UTF-8."
        case .byteOrderMark: "The document starts with a byte-order mark, which JSON does not allow."
        case .unexpectedCharacter: "A character that JSON's grammar does not allow at that place."
        case .unexpectedEnd: "The document ends inside a value, a string or a container."
        case .controlCharacterInString: "A raw control character (U+0000 to U+001F) inside a string."
        case .invalidEscape: "A backslash escape other than the nine JSON has."
        case .loneSurrogate: "A \\u escape that is half of a UTF-16 surrogate pair."
        case .invalidNumber: "A number JSON does not allow: a leading zero, '.5', '5.', '1e', '+1'."
        case .nestingTooDeep: "Arrays and objects nested deeper than 512 levels."
        case .trailingContent: "Something after the top-level value."
        case .trailingComma: "A comma before a closing ']' or '}'."
        case .documentTooLarge: "A document of 4 GiB or more."
        case .wrongTopLevel: "The top level is not a feed, an array of modules or one module."
        case .modulesNotAnArray: "A feed's modules is not an array."
        case .missingKey: "A required key is missing."
        case .nullValue: "A required value is null."
        case .wrongType: "A value of the wrong JSON type."
        case .invalidValue: "A value of the right type that breaks a rule of the format."
        case .numberOutOfRange: "A number that does not fit its field (a fraction for an integer, or too large)."
        case .emptyArray: "A required array that is empty or has no valid element."
        case .unknownModuleType: "A module type this version does not know; the module is skipped."
        case .unknownActionType: "An action type this version does not know; it is shown as inert."
        case .missingPayload: "A module without its payload under the key named by its type."
        case .duplicateKey: "A key written twice in one object; clients disagree on which value wins, so the module is dropped."
        case .unknownKey: "A key the format does not define there; clients ignore it, so a misspelled key loses what it carries."
        case .unreadableRequires: "A requires of the wrong shape or with an unknown part; the module is hidden from every reader."
        case .expiredCoupon: "A coupon whose expires_at has passed; it is drawn as expired and its button does nothing."
        case .ignoredOriginalPrice: "An original_price in another currency than price, or not greater than it; it is ignored."
        case .duplicateModuleID: "Two modules of one document with the same id; impressions and kept state are keyed by it."
        case .blankText: "A required text that is empty or only white space."
        case .nonWebURL: "An open_url whose URL is not http or https."
        case .missingReference: "A path that names a document or picture the source does not have."
        case .referenceCycle: "A deferred path or next_page that leads back to a document already on the screen."
        }
    }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
