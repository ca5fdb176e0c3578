import FeedModel
import Foundation

/// A custom theme read from JSON: a built-in base with some colours and roles replaced.
///
/// ```json
/// {"name": "night", "base": "shop",
///  "palette": {"primary": "#ff8800"},
///  "roles": {"title": {"foreground": "primary", "attributes": ["bold", "underline"]}},
///  "tint_images": true}
/// ```
public enum ThemeFile {
    /// Why a theme file was refused, in words that name the problem.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String
    }

    private struct Contents: Decodable {
        var name: String?
        var base: String?
        var palette: [String: String]?
        var roles: [String: RoleStyle]?
        var tintImages: Bool?

        enum CodingKeys: String, CodingKey {
            case name, base, palette, roles
            case tintImages = "tint_images"
        }
    }

    public static func load(contentsOf url: URL) throws -> Theme {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw Problem(description: "cannot read theme file \(url.path): \(error.localizedDescription)")
        }
        return try parse(data, source: url.lastPathComponent)
    }

    public static func parse(_ data: Data, source: String = "theme") throws -> Theme {
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw Problem(description: "\(source): not valid JSON")
        } catch let error as DecodingError {
            throw Problem(description: "\(source): \(describe(error))")
        }
        let baseName = contents.base ?? Theme.shop.name
        guard var theme = Theme.builtIn[baseName] else {
            throw Problem(description: "\(source): unknown base theme '\(baseName)'; choose one of \(Theme.builtIn.keys.sorted().joined(separator: ", "))")
        }
        theme.name = contents.name ?? "custom"
        for (key, value) in contents.palette ?? [:] {
            guard let role = ColorRole(rawValue: key) else {
                throw Problem(description: "\(source): unknown colour role '\(key)'; known: \(ColorRole.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            guard let color = HexColor(value) else {
                throw Problem(description: "\(source): palette.\(key) must be a colour written #rrggbb, found \"\(value)\"")
            }
            theme.palette[role] = color
        }
        for (key, style) in contents.roles ?? [:] {
            guard let role = TextRole(rawValue: key) else {
                throw Problem(description: "\(source): unknown text role '\(key)'; known: \(TextRole.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            theme.roles[role] = style
        }
        theme.tintsImages = contents.tintImages ?? theme.tintsImages
        return theme
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (path.isEmpty ? "" : path + ": ") + context.debugDescription
        @unknown default:
            return String(describing: error)
        }
    }
}
