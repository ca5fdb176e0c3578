/// The impressions' state: the screen being visited, and what has made its impression on this
/// visit. `ImpressionsFeature` changes it.
struct Impressions: Equatable {
    /// The screen being visited, to tell when a new visit begins.
    var visiting: ScreenID?
    /// The modules (by id) that made an impression on this visit.
    var made: Set<String> = []
}
