import Foundation

/// The command line's arguments as the bytes they were, for the few that are not UTF-8.
///
/// `CommandLine.arguments` (and so every option ArgumentParser reads) repairs an argument that
/// is not UTF-8 by putting U+FFFD where its bad bytes were; a file named so could then not be
/// opened. This finds the bytes again, so such a file is opened by its real name and shown with
/// its bad bytes escaped.
package enum RawArguments {
    /// The bytes of `argument` as given, when they are not valid UTF-8; nil for any other.
    package static func bytes(of argument: String) -> [UInt8]? {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return nil }
        for index in 1..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
            if String(validating: bytes, as: UTF8.self) == nil, String(decoding: bytes, as: UTF8.self) == argument {
                return bytes
            }
        }
        return nil
    }

    /// The bytes as text to show: UTF-8 where they are, `\xNN` for each byte that is not.
    package static func display(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            var end = index + 1
            while end <= bytes.count, end - index <= 4 {
                if let piece = String(validating: bytes[index..<end], as: UTF8.self) {
                    text += piece
                    index = end
                    break
                }
                end += 1
            }
            if end > bytes.count || end - index > 4 {
                text += String(format: "\\x%02X", bytes[index])
                index += 1
            }
        }
        return text
    }
}
