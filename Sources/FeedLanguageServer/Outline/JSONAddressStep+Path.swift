import FeedModel

/// Reading back the JSON paths diagnostics carry, into the steps inspect already uses.
extension JSONAddressStep {
    /// The steps of a path as feedterm spells it (`JSONPath`): `$.modules[3]["odd key"].title`;
    /// nil for anything else.
    static func steps(ofPath path: String) -> [JSONAddressStep]? {
        var scalars = Array(path.unicodeScalars)[...]
        guard scalars.first == "$" else { return nil }
        scalars = scalars.dropFirst()
        var steps: [JSONAddressStep] = []
        while let first = scalars.first {
            if first == "." {
                scalars = scalars.dropFirst()
                let name = scalars.prefix { $0 != "." && $0 != "[" }
                guard !name.isEmpty else { return nil }
                steps.append(.key(String(String.UnicodeScalarView(name))))
                scalars = scalars.dropFirst(name.count)
            } else if first == "[" {
                scalars = scalars.dropFirst()
                if scalars.first == "\"" {
                    scalars = scalars.dropFirst()
                    var name = String.UnicodeScalarView()
                    while let scalar = scalars.first, scalar != "\"" {
                        scalars = scalars.dropFirst()
                        if scalar == "\\", let escaped = scalars.first {
                            name.append(escaped)
                            scalars = scalars.dropFirst()
                        } else {
                            name.append(scalar)
                        }
                    }
                    guard scalars.first == "\"", scalars.dropFirst().first == "]" else { return nil }
                    scalars = scalars.dropFirst(2)
                    steps.append(.key(String(name)))
                } else {
                    let digits = scalars.prefix { $0 != "]" }
                    guard let index = Int(String(String.UnicodeScalarView(digits))), scalars.dropFirst(digits.count).first == "]" else { return nil }
                    scalars = scalars.dropFirst(digits.count + 1)
                    steps.append(.index(index))
                }
            } else {
                return nil
            }
        }
        return steps
    }
}
