import Referee
import Testing
import TextAndFiles

/// `--adjudicate exact,...` as read from the command line: a part given twice, or two
/// choices of results, is refused rather than the last one kept.
@Suite struct AdjudicationParsingTests {
    @Test("A part given twice, or two choices of results, is refused naming both", arguments: [
        ("exact,draw,win-loss", "'draw' and 'win-loss' are both given"),
        ("exact,both,both", "'both' is given twice"),
        ("exact,plies=5,plies=9", "'plies=5' and 'plies=9' are both given"),
        ("exact,vcf,plies=4,vcf", "'vcf' is given twice"),
    ])
    func twice(text: String, why: String) {
        #expect(throws: InputError("Cannot read --adjudicate '\(text)': \(why); give one.")) {
            try ExactAdjudication(parsing: text)
        }
    }

    @Test("Each part once reads as written")
    func once() throws {
        let exact = try ExactAdjudication(parsing: "exact,plies=5,draw,vcf")
        #expect(exact.plies == 5 && exact.results == .draw && exact.vcf)
        #expect(exact.description == "exact,plies=5,draw,vcf")
    }
}
