/// The stable code of a kind of problem, printed with every diagnostic (`[FT300]`).
///
/// Codes never change meaning and are never reused, so CI rules and editors can key on them;
/// docs/layout-format.md lists each with an example. FT0xx: reading the file; FT1xx: the JSON
/// text itself (fatal: nothing is shown); FT2xx: the document's shape (fatal); FT3xx: a field
/// of a module (the module, an element or the field is dropped, or a client would show it
/// wrongly); FT4xx: references between the documents of a source.
public enum DiagnosticCode: String, Sendable, Codable, CaseIterable, Comparable {
    /// The document cannot be read: no such file, a directory, no permission, a failed request, or more than the limits of bytes and time.
    case unreadableDocument = "FT001"
    /// An entry of a folder is not a regular file (a FIFO, a device, a socket), so it is skipped: reading it could wait for ever.
    case skippedEntry = "FT002"

    /// The document is empty or only white space.
    case emptyDocument = "FT100"
    /// The bytes are not UTF-8.
    case invalidUTF8 = "FT101"
    /// The document starts with a byte-order mark, which JSON does not allow.
    case byteOrderMark = "FT102"
    /// A character that JSON's grammar does not allow at that place.
    case unexpectedCharacter = "FT103"
    /// The document ends inside a value, a string or a container.
    case unexpectedEnd = "FT104"
    /// A raw control character (U+0000 to U+001F) inside a string.
    case controlCharacterInString = "FT105"
    /// A backslash escape other than the nine JSON has.
    case invalidEscape = "FT106"
    /// A \u escape that is half of a UTF-16 surrogate pair.
    case loneSurrogate = "FT107"
    /// A number JSON does not allow: a leading zero, '.5', '5.', '1e', '+1'.
    case invalidNumber = "FT108"
    /// Arrays and objects nested deeper than 512 levels.
    case nestingTooDeep = "FT109"
    /// Something after the top-level value.
    case trailingContent = "FT110"
    /// A comma before a closing ']' or '}'.
    case trailingComma = "FT111"
    /// A document of 4 GiB or more.
    case documentTooLarge = "FT112"

    /// The top level is not a feed, an array of modules or one module.
    case wrongTopLevel = "FT200"
    /// A feed's modules is not an array.
    case modulesNotAnArray = "FT201"

    /// A required key is missing.
    case missingKey = "FT300"
    /// A required value is null.
    case nullValue = "FT301"
    /// A value of the wrong JSON type.
    case wrongType = "FT302"
    /// A value of the right type that breaks a rule of the format.
    case invalidValue = "FT303"
    /// A number that does not fit its field (a fraction for an integer, or too large).
    case numberOutOfRange = "FT304"
    /// A required array that is empty or has no valid element.
    case emptyArray = "FT305"
    /// A module type this version does not know; the module is skipped.
    case unknownModuleType = "FT306"
    /// An action type this version does not know; it is shown as inert.
    case unknownActionType = "FT307"
    /// A module without its payload under the key named by its type.
    case missingPayload = "FT308"
    /// A key written twice in one object; clients disagree on which value wins, so the module is dropped.
    case duplicateKey = "FT309"
    /// A key the format does not define there; clients ignore it, so a misspelled key loses what it carries.
    case unknownKey = "FT310"
    /// A requires of the wrong shape or with an unknown part; the module is hidden from every reader.
    case unreadableRequires = "FT311"
    /// A coupon whose expires_at has passed; it is drawn as expired and its button does nothing.
    case expiredCoupon = "FT312"
    /// An original_price in another currency than price, or not greater than it; it is ignored.
    case ignoredOriginalPrice = "FT313"
    /// Two modules on one screen with the same id, in one document or across a feed and its pages; impressions and kept state are keyed by it.
    case duplicateModuleID = "FT314"
    /// A required text that is empty or only white space.
    case blankText = "FT315"
    /// An open_url whose URL is not http or https.
    case nonWebURL = "FT316"
    /// A fallback of the module's own type: a client that cannot show the module cannot show it either.
    case fallbackOfOwnType = "FT317"
    /// A fallback nested more than three deep; it is ignored.
    case fallbackTooDeep = "FT318"
    /// A module that some of the project's app versions can neither show nor replace with a fallback.
    case versionsShowNothing = "FT319"
    /// An action of a type that some of the project's app versions do not know; they show it as inert.
    case versionsShowInertAction = "FT320"
    /// A discount_text whose percentage differs by more than a point from the one the prices give, or that states one with no valid original_price.
    case discountDisagrees = "FT321"
    /// An Image with width or height alone, or whose picture in the source has another aspect.
    case pictureSize = "FT322"
    /// An Image without alt_text, or with one that is empty: a reader who cannot see pictures is told nothing in its place.
    case pictureWithoutWords = "FT323"
    /// One listing (one listing_id) shown with two prices or two titles in the documents of one source; the shopper sees one on a card and another on its screen.
    case listingDisagrees = "FT324"

    /// A path that names a document or picture the source does not have.
    case missingReference = "FT400"
    /// A deferred path or next_page that leads back to a document already on the screen.
    case referenceCycle = "FT401"
    /// A picture that cannot be shown: missing, not a picture, too large, broken, too slow.
    case unshownPicture = "FT402"

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
        case .duplicateModuleID: "Two modules on one screen with the same id, in one document or across a feed and its pages; impressions and kept state are keyed by it."
        case .blankText: "A required text that is empty or only white space."
        case .nonWebURL: "An open_url whose URL is not http or https."
        case .fallbackOfOwnType: "A fallback of the module's own type: a client that cannot show the module cannot show it either."
        case .fallbackTooDeep: "A fallback nested more than three deep; it is ignored."
        case .versionsShowNothing: "A module that some of the project's app versions can neither show nor replace with a fallback."
        case .versionsShowInertAction: "An action of a type that some of the project's app versions do not know; they show it as inert."
        case .discountDisagrees: "A discount_text whose percentage differs by more than a point from the one the prices give, or that states one with no valid original_price."
        case .pictureSize: "An Image with width or height alone, or whose picture in the source has another aspect."
        case .pictureWithoutWords: "An Image without alt_text, or with one that is empty: a reader who cannot see pictures is told nothing in its place."
        case .listingDisagrees: "One listing (one listing_id) shown with two prices or two titles in the documents of one source; the shopper sees one on a card and another on its screen."
        case .missingReference: "A path that names a document or picture the source does not have."
        case .referenceCycle: "A deferred path or next_page that leads back to a document already on the screen."
        case .unshownPicture: "A picture that cannot be shown: missing, not a picture, too large, broken or too slow; its placeholder stays."
        }
    }

    /// Whether it is about the JSON text itself (FT1xx): placed at the character at fault, or
    /// at the start or end of the document for one that is empty, too large or cut short.
    public var isInJSONText: Bool { rawValue.hasPrefix("FT1") }

    public static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
