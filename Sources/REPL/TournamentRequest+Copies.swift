import Referee

extension TournamentRequest {
    /// `specs` with every repeated one after the first named apart (`perfect perfect` plays
    /// `perfect` and `perfect:name=perfect-2`; see ``PlayerSpec/copy(_:)``), and a notice
    /// for each.
    ///
    /// The same specs always get the same names, so `--resume` and shards agree.
    static func namingCopies(_ specs: [String]) -> (specs: [String], notices: [String]) {
        var seen: [String: Int] = [:]
        var taken = Set(specs)
        var named: [String] = []
        var notices: [String] = []
        for text in specs {
            seen[text, default: 0] += 1
            let copy = seen[text]!
            guard copy > 1, let spec = try? PlayerSpec(parsing: text), spec.option("name") == nil else {
                named.append(text)
                continue
            }
            var number = copy
            var candidate = spec.copy(number)
            while taken.contains(candidate) {
                number += 1
                candidate = spec.copy(number)
            }
            taken.insert(candidate)
            named.append(candidate)
            notices.append("'\(text)' is given \(copy == 2 ? "twice" : "\(copy) times"): copy \(copy) plays as '\(candidate)'.")
        }
        return (named, notices)
    }
}
