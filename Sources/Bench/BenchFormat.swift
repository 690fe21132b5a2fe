import TextAndFiles

/// Numbers and JSON as the bench prints them, without Foundation.
enum BenchFormat {
    /// An integer with thousands separators: `12,345,678`.
    static func grouped(_ value: Int) -> String { value.grouped }

    /// A figure for the table: whole numbers from 100 up, three significant digits below.
    static func figure(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        if value.magnitude >= 100 { return grouped(Int(value.rounded())) }
        return fixed(value, decimals: value.magnitude >= 10 ? 1 : value.magnitude >= 1 ? 2 : 3)
    }

    /// A fraction as a percentage with one decimal: `58.5%`.
    static func percent(_ fraction: Double) -> String {
        fixed(fraction * 100, decimals: 1) + "%"
    }

    /// `value` rounded to `decimals` places, written out: `fixed(2.345, decimals: 1)` is `2.3`.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value.magnitude * scale).rounded())
        let whole = scaled / Int(scale)
        var text = (value < 0 && scaled != 0 ? "-" : "") + String(whole)
        if decimals > 0 {
            let fraction = String(scaled % Int(scale))
            text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
        }
        return text
    }

    /// A result as one JSON object, keys in a fixed order.
    static func json(_ result: BenchResult) -> String {
        var fields: [(String, JSONValue)] = [
            ("workload", .string(result.workload)), ("value", .double(result.value)), ("unit", .string(result.unit)),
        ]
        if let detail = result.detail { fields.append(("detail", .string(detail))) }
        return JSONValue.fields(fields).serialized
    }
}
