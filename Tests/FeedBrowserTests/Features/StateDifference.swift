/// Where a stated and an actual state differ, for a failing step's message: the path of each
/// innermost part that differs, with both values.
enum StateDifference {
    static func describe(_ stated: Any, _ actual: Any) -> String {
        differences(stated, actual, at: "state").joined(separator: "\n")
    }

    private static func differences(_ stated: Any, _ actual: Any, at path: String) -> [String] {
        if let stated = stated as? AnyHashable, let actual = actual as? AnyHashable, stated == actual { return [] }
        let statedText = String(describing: stated), actualText = String(describing: actual)
        guard statedText != actualText else { return [] }
        let statedChildren = Array(Mirror(reflecting: stated).children), actualChildren = Array(Mirror(reflecting: actual).children)
        guard !statedChildren.isEmpty, statedChildren.count == actualChildren.count else {
            return ["\(path):\n  stated \(statedText.prefix(600))\n  actual \(actualText.prefix(600))"]
        }
        return zip(statedChildren, actualChildren).enumerated().flatMap { index, pair in
            differences(pair.0.value, pair.1.value, at: path + "." + (pair.0.label ?? "\(index)"))
        }
    }
}
