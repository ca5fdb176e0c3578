/// How many terminal cells a Unicode scalar takes, by glibc's `wcwidth` (which ncurses uses).
public enum CharacterWidth {
    /// 0, 1 or 2; -1 for a scalar glibc cannot print (controls, unassigned code points).
    ///
    /// - Complexity: O(log n) in the table size; O(1) for printable ASCII.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if contains(WidthTable.zeroWidth, value) { return 0 }
        if contains(WidthTable.doubleWidth, value) { return 2 }
        if contains(WidthTable.nonPrintable, value) { return -1 }
        return 1
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
