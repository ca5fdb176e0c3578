#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The character set of the user's locale (LANG, LC_ALL, LC_CTYPE), which decides whether a
/// terminal can show UTF-8 at all.
public enum TerminalLocale {
    /// The locale's character set, such as "UTF-8" or "ANSI_X3.4-1968" (LC_ALL=C).
    ///
    /// Adopts the user's locale for the process (setlocale), which ncurses needs anyway.
    public static func characterSet() -> String {
        setlocale(LC_ALL, "")
        return String(cString: nl_langinfo(nl_item(CODESET)))
    }

    /// True when the locale's character set is UTF-8.
    public static func isUTF8() -> Bool {
        isUTF8(characterSet())
    }

    /// True when a character set's name is UTF-8, however it is spelled ("UTF-8", "utf8").
    static func isUTF8(_ characterSet: String) -> Bool {
        characterSet.uppercased().filter { $0 != "-" } == "UTF8"
    }
}
