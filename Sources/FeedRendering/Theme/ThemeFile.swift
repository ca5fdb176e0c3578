import FeedModel
import FoundationEssentials

/// A custom theme read from JSON: a built-in base with some colours and roles replaced.
///
/// ```json
/// {"name": "night", "base": "shop",
///  "palette": {"primary": "#ff8800"},
///  "roles": {"title": {"foreground": "primary", "attributes": ["bold", "underline"]}},
///  "tint_images": true}
/// ```
public enum ThemeFile {
    /// Why a theme file was refused: where (`FILE:LINE:COL: PATH:`) and what, with what is
    /// allowed.
    public struct Problem: Error, CustomStringConvertible {
        public let description: String

        /// A refusal saying `description`.
        package init(description: String) {
            self.description = description
        }
    }

    /// The file's contents, read strictly: every key and name is checked where it stands.
    private struct Contents: Decodable {
        var name: String?
        var base: Theme
        var palette: [ColorRole: HexColor] = [:]
        var roles: [TextRole: RoleStyle] = [:]
        var tintImages: Bool?

        init(from decoder: any Decoder) throws {
            let container = try decoder.containerV3(keyedBy: AnyCodingKey.self)
            try ThemeFileKeys.refuseUnknown(in: container, known: ["name", "base", "palette", "roles", "tint_images"])
            name = container.contains("name") ? try container.requireV3(String.self, forKey: "name") : nil
            let baseName = container.contains("base") ? try container.requireV3(String.self, forKey: "base", rule: FieldRule(schema: [:]) { name in
                Theme.builtIn[name] == nil ? ThemeFileKeys.unknown("base theme", name, among: Theme.builtIn.keys.sorted()) : nil
            }) : Theme.shop.name
            base = Theme.builtIn[baseName] ?? .shop
            palette = try ThemeFile.namedRoles(ColorRole.self, of: HexColor.self, in: container, forKey: "palette", kind: "colour role")
            roles = try ThemeFile.namedRoles(TextRole.self, of: RoleStyle.self, in: container, forKey: "roles", kind: "text role")
            tintImages = container.contains("tint_images") ? try container.requireV3(Bool.self, forKey: "tint_images") : nil
        }
    }

    /// The object under `key` with its keys read as roles (an unknown one is refused at its
    /// place), or nothing when the key is absent.
    private static func namedRoles<Role: RawRepresentable & CaseIterable & Hashable, Value: Decodable>(
        _ role: Role.Type, of value: Value.Type, in container: V3Container<AnyCodingKey>, forKey key: AnyCodingKey, kind: String
    ) throws -> [Role: Value] where Role.RawValue == String {
        guard container.contains(key) else { return [:] }
        let named = try container.requireV3(Named<Value>.self, forKey: key)
        try named.refuse(unknown: Role.allCases.map(\.rawValue), kind: kind)
        return Dictionary(named.values.compactMap { name, value in Role(rawValue: name).map { ($0, value) } }) { first, _ in first }
    }

    /// An object whose keys name roles, each with a value, remembering where each key is.
    private struct Named<Value: Decodable>: Decodable {
        var values: [(String, Value)] = []
        private var container: V3Container<AnyCodingKey>?

        init(from decoder: any Decoder) throws {
            let container = try decoder.containerV3(keyedBy: AnyCodingKey.self)
            for key in container.base.allKeys {
                values.append((key.stringValue, try container.requireV3(Value.self, forKey: key)))
            }
            self.container = container
        }

        /// Throws at the first key that is not one of `known`.
        func refuse(unknown known: [String], kind: String) throws {
            guard let container else { return }
            for (key, _) in values where !known.contains(key) {
                throw FieldError(
                    path: container.path(of: AnyCodingKey(key)), message: ThemeFileKeys.unknown(kind, key, among: known),
                    code: .invalidValue, byteOffset: container.byteOffset(of: AnyCodingKey(key))
                )
            }
        }
    }

    /// The theme a file describes; a problem names the file, line, column and key.
    public static func parse(_ data: Data, source: String = "theme") throws -> Theme {
        let contents: Contents
        do {
            contents = try JSONDocument.decode(Contents.self, from: data)
        } catch let problem as Diagnostic {
            let place = problem.location.map { ":\($0.line):\($0.column)" } ?? ""
            let path = problem.path == JSONPath.root ? "" : String(problem.path.dropFirst(2)) + ": "
            throw Problem(description: "\(source)\(place): \(path)\(problem.message)")
        }
        var theme = contents.base
        theme.name = contents.name ?? "custom"
        theme.palette.merge(contents.palette) { $1 }
        theme.roles.merge(contents.roles) { $1 }
        theme.tintsImages = contents.tintImages ?? theme.tintsImages
        return theme
    }
}
