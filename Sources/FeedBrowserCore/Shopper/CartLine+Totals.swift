import FeedModel

extension CartLine {
    /// "$54.00 · ¥3,200": one sum per currency, never one over them all, in the order the
    /// currencies first appear; a sum too large for an Int says so instead of overflowing.
    public static func totals(of lines: [CartLine]) -> String {
        var sums: [(code: String, sum: Money?)] = []
        for line in lines {
            let code = line.listing.price.currencyCode
            if let index = sums.firstIndex(where: { $0.code == code }) {
                sums[index].sum = adding(sums[index].sum, line.total)
            } else {
                sums.append((code, line.total))
            }
        }
        return sums.map { $0.sum?.formatted ?? "\($0.code) too large to show" }.joined(separator: " · ")
    }

    /// Two amounts of one currency; nil when either is unknown or the sum does not fit.
    private static func adding(_ sum: Money?, _ total: Money?) -> Money? {
        guard let sum, let total else { return nil }
        // Amounts of one currency share a divisor in practice (100 for USD); if two differ,
        // both are counted in the finer one.
        let divisor = max(sum.divisor, total.divisor)
        let (left, leftOverflow) = sum.amount.multipliedReportingOverflow(by: divisor / sum.divisor)
        let (right, rightOverflow) = total.amount.multipliedReportingOverflow(by: divisor / total.divisor)
        let (amount, overflow) = left.addingReportingOverflow(right)
        return leftOverflow || rightOverflow || overflow ? nil : Money(amount: amount, divisor: divisor, currencyCode: sum.currencyCode)
    }
}
