/// Names a screen for as long as it is open.
public struct ScreenID: Sendable, Hashable {
    let value: Int
}
