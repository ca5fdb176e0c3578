/// The table a decode fills while it keeps a document's modules as their text
/// (`KeptModuleText`): where each valid module's text is, and what it is.
struct KeptModuleTable {
    private(set) var starts: [UInt32] = []
    private(set) var lengths: [UInt32] = []
    private(set) var positions: [UInt32] = []
    /// Each module's type, as an index into `typeNames`: a feed has a handful of types.
    private(set) var types: [UInt16] = []
    private(set) var typeNames: [String] = []
    private var typeIndex: [String: UInt16] = [:]
    /// The `requires` of the few modules that have one, by their index in this table.
    private(set) var requirements: [Int: Requirements] = [:]

    /// Notes `module`, decoded from the text `range` of the document (which the parser keeps
    /// under 4 GiB, so offsets fit 32 bits).
    mutating func note(_ module: Module, text range: Range<Int>) {
        if let requires = module.requires {
            requirements[starts.count] = requires
        }
        starts.append(UInt32(range.lowerBound))
        lengths.append(UInt32(range.count))
        positions.append(UInt32(module.position ?? 0))
        if let known = typeIndex[module.type] {
            types.append(known)
        } else {
            // A kept module's type is one its registry knows (a fallback's too), and no
            // registry holds 65,536 types.
            let new = UInt16(truncatingIfNeeded: typeNames.count)
            typeIndex[module.type] = new
            typeNames.append(module.type)
            types.append(new)
        }
    }

    var count: Int { starts.count }
}
