/// What the shopper feature did for an intent: the line for the status bar, and the saves (and
/// the read back of the kept state) it asks the runtime for. No effects means nothing changed.
struct ShopperOutcome: Equatable {
    var status: StatusMessage
    var effects: [Effect] = []
}
