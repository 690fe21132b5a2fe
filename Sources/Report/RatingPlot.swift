import Tournaments


/// Every player's rating drawn as a bar over its 95% interval with a dot at the rating, as
/// SVG drawn by ttt: a row a player, best first, the name on the left and the values written
/// on the right, so the plot reads the same without colour.
struct RatingPlot {
    struct Row {
        var name: String
        var rating: Ratings.Rating
    }

    var rows: [Row]

    static let width = 760.0
    static let nameWidth = 170.0
    static let valueWidth = 190.0
    static let rowHeight = 28.0
    static let top = 34.0

    /// The plot's left and right ends, in Elo: every finite rating and 0, widened to the
    /// intervals' finite ends, but to no more than half the ratings' spread (at least 400)
    /// beyond the outermost rating, so one interval of thousands (a rating of few or
    /// one-sided games without the prior) does not squeeze the others into a line; with a
    /// margin. An end beyond is drawn as an arrow at the edge, its value written beside.
    var range: (low: Double, high: Double) {
        let ratings = rows.map(\.rating.elo).filter(\.isFinite) + [0]
        let beyond = max((ratings.max()! - ratings.min()!) / 2, 400)
        let (lowest, highest) = (ratings.min()! - beyond, ratings.max()! + beyond)
        let values = rows.flatMap { [$0.rating.low, $0.rating.high] }.filter(\.isFinite).map { min(max($0, lowest), highest) } + ratings
        var low = values.min()!, high = values.max()!
        if high - low < 20 {
            low -= 10
            high += 10
        }
        let pad = (high - low) * 0.05
        return (low - pad, high + pad)
    }

    /// A round step between ticks that gives four to eight of them.
    static func tickStep(for span: Double) -> Double {
        var scale = 1.0
        while span / scale > 80 { scale *= 10 }
        for step in [1.0, 2, 2.5, 5, 10] where span / (step * scale) <= 8 { return step * scale }
        return 10 * scale
    }

    var svg: String {
        let (low, high) = range
        let plotLeft = Self.nameWidth, plotRight = Self.width - Self.valueWidth
        func x(_ elo: Double) -> Double {
            let clamped = min(max(elo, low), high)
            return plotLeft + (clamped - low) / (high - low) * (plotRight - plotLeft)
        }
        func f(_ value: Double) -> String { TournamentStandings.fixed(value, 1) }
        let height = Self.top + Self.rowHeight * Double(rows.count) + 12
        var svg = "<svg id=\"rating-plot\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(f(Self.width)) \(f(height))\" "
        svg += "width=\"\(f(Self.width))\" height=\"\(f(height))\" role=\"img\" aria-labelledby=\"rating-plot-title\">\n"
        svg += "<title id=\"rating-plot-title\">Every player's Elo rating with its 95% interval</title>\n"
        let step = Self.tickStep(for: high - low)
        var tick = (low / step).rounded(.up) * step
        while tick <= high {
            let at = f(x(tick))
            let zero = abs(tick) < step / 1000
            svg += "<line x1=\"\(at)\" y1=\"\(f(Self.top - 6))\" x2=\"\(at)\" y2=\"\(f(height - 8))\" class=\"\(zero ? "zero" : "grid")\"/>"
            svg += "<text x=\"\(at)\" y=\"\(f(Self.top - 12))\" class=\"tick\">\(zero ? "0" : TournamentStandings.elo(tick))</text>\n"
            tick += step
        }
        for (place, row) in rows.enumerated() {
            let y = Self.top + Self.rowHeight * (Double(place) + 0.5)
            let rating = row.rating
            svg += "<g class=\"rating-row\">"
            svg += "<text x=\"\(f(plotLeft - 10))\" y=\"\(f(y + 4))\" class=\"name\">\(HTMLText.escape(row.name, limit: 24))</text>"
            let values: String
            if rating.elo.isNaN {
                values = "not rated"
            } else {
                let x1 = x(rating.low), x2 = x(rating.high), dot = x(rating.elo)
                svg += "<line x1=\"\(f(x1))\" y1=\"\(f(y))\" x2=\"\(f(x2))\" y2=\"\(f(y))\" class=\"bar\"/>"
                for (end, value) in [(x1, rating.low), (x2, rating.high)] {
                    if value.isFinite && value >= low && value <= high {
                        svg += "<line x1=\"\(f(end))\" y1=\"\(f(y - 7))\" x2=\"\(f(end))\" y2=\"\(f(y + 7))\" class=\"cap\"/>"
                    } else {
                        // NB: an open end, or one beyond the plot: an arrowhead at the plot's edge.
                        let tip = value >= high ? end + 8 : end - 8
                        svg += "<path d=\"M\(f(end)) \(f(y - 6)) L\(f(tip)) \(f(y)) L\(f(end)) \(f(y + 6)) Z\" class=\"arrow\"/>"
                    }
                }
                if rating.elo.isFinite { svg += "<circle cx=\"\(f(dot))\" cy=\"\(f(y))\" r=\"5\" class=\"dot\"/>" }
                values = rating.elo.isFinite && rating.low.isFinite && rating.high.isFinite
                    ? "\(TournamentStandings.elo(rating.elo)) [\(TournamentStandings.elo(rating.low)), \(TournamentStandings.elo(rating.high))]"
                    : TournamentStandings.elo(rating.elo) + (rating.low == rating.high ? "" : " [\(TournamentStandings.elo(rating.low)), \(TournamentStandings.elo(rating.high))]")
            }
            svg += "<text x=\"\(f(plotRight + 16))\" y=\"\(f(y + 4))\" class=\"value\">\(values)</text></g>\n"
        }
        return svg + "</svg>\n"
    }
}
