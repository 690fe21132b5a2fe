extension BinaryInteger {
    /// The number with its thousands grouped by commas, as people read counts: `100,000,000`.
    public var grouped: String {
        let digits = String(magnitude)
        var text = ""
        for (i, digit) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return self < 0 ? "-" + text : text
    }
}
