/// What may name an HTTP header (RFC 9110's token): letters, digits and ``punctuation``. A
/// header a command line or a header file gives, and a name feedterm.json's `headers_from_env`
/// uses, are held to it alike.
public enum HTTPHeaderName {
    /// The punctuation a token may hold besides letters and digits.
    public static let punctuation = "!#$%&'*+-.^_`|~"

    /// Whether `name` is a token: not empty, and only letters, digits and `punctuation`.
    public static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || punctuation.unicodeScalars.contains(scalar))
        }
    }
}
