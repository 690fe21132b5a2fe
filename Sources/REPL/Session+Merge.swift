import GameCore
import GameRecords
import Referee
import Search
import TextAndFiles
import Tournaments

// `ttt merge` and the REPL's `merge`: a tournament's shards added up as one run.

extension Session {
    /// Adds up the journals at `paths` (a tournament's shards) and reports the standings;
    /// with `records` (or `samples`), writes every game counted to that file too, as a run
    /// would, and says what it wrote.
    ///
    /// The samples keep the positions `sampleSelection` chooses; without it (no
    /// `--sample-rate` given), at the rate the journals' runs wrote theirs with, as their first
    /// lines say (1 for journals that say none), leaving out faults where `skipsFaults` or
    /// those runs did.
    /// - Throws: ``CommandError`` when the journals' runs kept samples at different rates
    ///   and no rate is given.
    public static func mergeJournals(
        _ paths: [String], records: String? = nil, samples: String? = nil, sampleRate: Double? = nil, skipsFaults: Bool = false,
        anchor: String? = nil, ratingMethod: Ratings.Method = .standard, output: any Output
    ) throws(CommandError) -> JournalMerge {
        var merge: JournalMerge
        var written: [String] = []
        do {
            let outputs = [("--records", records), ("--samples", samples)].compactMap { role, path in path.map { RunFile(role, $0) } }
            try FileLocation.checkOutputs(outputs, inputs: paths.map { RunFile("the journal", $0) })
            var recordsWritten = 0
            var samplesFile: SamplesFile?
            // NB: the records and samples are written as the merge counts the games, in index
            // order: the games one run of the whole counts, and writes, in its order.
            merge = try JournalMerge(paths: paths, makeSolver: { ExactSolver(rules: $0) }) { (plan, headers) throws(InputError) in
                // NB: checked before any file is written.
                if let anchor { _ = try TournamentStandings(plan: plan).place(ofPlayer: anchor) }
                // NB: the samples first: their format may refuse the rules, and then no file is begun.
                if let samples {
                    let selection = try Self.mergedSampleSelection(paths, headers: headers, rate: sampleRate, skipsFaults: skipsFaults)
                    samplesFile = try SamplesFile(path: samples, selection: selection, rules: plan.rules)
                }
                var recordsFile: RecordsFile?
                if let records { recordsFile = try RecordsFile(path: records) }
                guard recordsFile != nil || samplesFile != nil else { return nil }
                let shown = recordShowingShortNames(of: plan)
                let samplesWriter = samplesFile
                return { (entry) throws(InputError) in
                    if let recordsFile {
                        try recordsFile.write(shown(entry))
                        recordsWritten += 1
                    }
                    try samplesWriter?.write(entry)
                }
            }
            if let anchor { merge.standings.ratingAnchor = try merge.standings.place(ofPlayer: anchor) }
            merge.standings.ratingMethod = ratingMethod
            if let records {
                written.append("Records: \(recordsWritten.grouped) game\(recordsWritten == 1 ? "" : "s") in '\(records)'.")
            }
            if let samplesFile { written.append(samplesFile.summary) }
        } catch {
            throw CommandError(error.message)
        }
        output.text(merge.standings.report)
        var summary = "\(merge.standings.gamesCounted) of \(merge.plan.gameCount) games from \(paths.count) journal\(paths.count == 1 ? "" : "s")"
        summary += sprtSummary(merge.standings, why: paths.count > 1 ? "shards play all their games" : "already started when it came")
        if merge.missing > 0 { summary += "; \(merge.missing) not played yet" }
        output.text(summary + ".")
        for line in written { output.text(line) }
        output.json(merge.standings.json)
        output.json(.fields([
            ("type", "merge_ended"), ("journals", .int(paths.count)), ("games", .int(merge.plan.gameCount)),
            ("counted", .int(merge.standings.gamesCounted)), ("after_verdict", .int(merge.standings.gamesAfterVerdict)),
            ("missing", .int(merge.missing)),
        ]))
        return merge
    }
}

extension Session {
    /// Which positions `ttt merge --samples` keeps: at `rate` when given, else at the rate
    /// the journals' runs wrote theirs with (their first lines, ``TournamentPlan/sampleSelection(inHeader:)``;
    /// 1 when none says), leaving out faults where `skipsFaults` or a run did.
    static func mergedSampleSelection(
        _ paths: [String], headers: [JSONValue], rate: Double?, skipsFaults: Bool
    ) throws(InputError) -> SampleSelection {
        let recorded = zip(paths, headers).compactMap { path, header in TournamentPlan.sampleSelection(inHeader: header).map { (path, $0) } }
        var selection = SampleSelection(rate: rate ?? 1, skipsFaults: skipsFaults || recorded.contains { $0.1.skipsFaults })
        if rate == nil, let (firstPath, first) = recorded.first {
            if let (path, other) = recorded.first(where: { $0.1.rate != first.rate }) {
                throw InputError("The journals' runs kept samples at different rates (\(first.rate) in '\(firstPath)', \(other.rate) in '\(path)'): give --sample-rate.")
            }
            selection.rate = first.rate
        }
        return selection
    }
}
