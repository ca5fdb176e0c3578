import FeedInput
import FeedRendering

/// Turns a character read from the terminal into a key.
enum KeyDecoding {
    static func key(forCharacter value: UInt32) -> Key? {
        switch value {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 0..<32: return nil
        default:
            return Unicode.Scalar(value).map { .character(Character($0)) }
        }
    }
}
