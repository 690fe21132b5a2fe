// Words of another runner's options where ttt reads players, told as mistakes of their own.

extension TournamentRequest {
    /// Why `words`, given as players, hold a word of an option instead, as cutechess-cli's
    /// and c-gomoku-cli's users write them (`--draw movenumber=40 movecount=8 score=10`,
    /// `tc=10+0.1`); nil when none does.
    public static func strayOptionWord(in words: [String]) -> String? {
        for word in words {
            guard let equals = word.firstIndex(of: "="), !word.contains(":") else { continue }
            switch word[..<equals].lowercased() {
            case "movenumber", "movecount", "score", "twosided":
                return "'\(word)' is a key of --draw or --resign given apart: ttt joins the keys with commas, as in '--draw movenumber=40,movecount=8,score=10'."
            case "elo0", "elo1", "alpha", "beta":
                return "'\(word)' is a key of --sprt given apart: ttt joins the keys with commas, as in '--sprt elo0=0,elo1=5,alpha=0.05,beta=0.05'."
            case "plies", "vcf":
                return "'\(word)' is a key of --adjudicate given apart: ttt joins the keys with commas, as in '--adjudicate exact,plies=8'."
            case "tc", "st":
                return "'\(word)' is a time control as cutechess-cli writes it: ttt's is '--clock 10s+100ms' or '--time 100ms' for every player, or one player's own, as in 'search:clock=10s+100ms'."
            case "file", "format", "order", "policy", "type", "srand":
                return "'\(word)' is a key of cutechess-cli's -openings: ttt's are '--openings FILE', '--openings-order random' and '--openings-plies N'."
            default:
                continue
            }
        }
        return nil
    }
}
