import Foundation

/// Measured times erased, for comparing what two runs wrote: the same games played twice (a
/// whole run and its shards, a run and its resumption) agree in everything but the time each
/// move took, which the machine's load decides.
public enum TimesErased {
    /// `records` (text or SGF) with each comment's time, as in `{+35/12 98ms}` or
    /// `C[+35/12 98ms]`, written `#ms`.
    public static func records(_ records: String) -> String {
        records.replacingOccurrences(of: #"[0-9]+ms"#, with: "#ms", options: .regularExpression)
    }

    /// A report's game data (`[..., [times, scores, depths]]`) or a journal line
    /// (`"times":[...]`) with its list of times written `[#]`.
    public static func gameData(_ text: String) -> String {
        text.replacingOccurrences(of: #"("times":|,\[)\[[^\]\[]*\]"#, with: "$1[#]", options: .regularExpression)
    }
}
