/// Names one module list of a browser: the screen that shows it and how many lists that screen
/// showed before it.
///
/// Lists are never changed: a screen that shows other modules shows a new list, with the next
/// name, so two lists with one name in one browser hold the same modules. The name comes from
/// the state (screen ids are the navigation's), never from a counter of the process: two equal
/// states fed one event name their new lists alike.
struct ListID: Hashable, Sendable {
    /// The screen that shows the list.
    let screen: ScreenID
    /// How many lists that screen showed before this one.
    let revision: Int
}
