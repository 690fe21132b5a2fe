import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// docs/CLUSTERS.md's Slurm recipe, submitted as written to a real one-node cluster
    /// (Scripts/slurm-cluster.sh starts one; .ci/run does): requeued or cancelled while its
    /// tasks play, and run again, it merges into one uninterrupted run's standings, records
    /// and samples, with every journal whole and no forfeit the ending caused.
    @Suite("The Slurm recipe, on a real cluster", .serialized,
           .enabled(if: SlurmCluster.isReady, "no Slurm cluster answers here: start one with Scripts/slurm-cluster.sh (as root)"))
    struct SlurmRecipeTests {
        /// The recipe's folder, with its script saved as cup.sbatch.
        static func prepared() throws -> ClusterRecipe {
            let recipe = try ClusterRecipe()
            let script = try ClusterRecipe.recipe("slurm").joined(separator: "\n") + "\n"
            try script.write(toFile: recipe.path("cup.sbatch"), atomically: true, encoding: .utf8)
            return recipe
        }

        /// Submits the script as the guide says (its `sbatch` line); returns the job's id.
        static func submit(_ recipe: ClusterRecipe) throws -> String {
            let command = try #require(try ClusterRecipe.commands("slurm-commands").first { $0.hasPrefix("sbatch ") })
            let submitted = try ClusterRecipe.run(["sh", "-c", command], in: recipe.directory)
            try #require(submitted.status == 0, "\(submitted.output)")
            // NB: "Submitted batch job 42"
            return try #require(submitted.output.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
        }

        /// The job's tasks still in the queue: their ids and why they wait (`None` when running).
        static func queued(_ job: String) throws -> [(task: String, reason: String)] {
            let listed = try ClusterRecipe.run(["squeue", "-h", "-r", "-j", job, "-o", "%i %r"])
            return listed.output.split(separator: "\n").compactMap { line in
                let words = line.split(separator: " ")
                return words.count == 2 ? (String(words[0]), String(words[1])) : nil
            }
        }

        /// Waits for the job to leave the queue, letting a requeued task start two seconds on
        /// rather than at its BeginTime (two minutes on).
        static func waitForEnd(of job: String) async throws -> Bool {
            try await ClusterRecipe.wait(upTo: .seconds(180)) {
                let tasks = try queued(job)
                // NB: not `now`: a task started again within the second its requeue revoked its
                // credential is refused by the node ("Job credential revoked") and ends FAILED,
                // never to run again.
                for task in tasks where task.reason == "BeginTime" {
                    try ClusterRecipe.run(["scontrol", "update", "JobId=\(task.task)", "StartTime=now+2"])
                }
                // NB: a task between its requeue and its new start can be out of the queue's list
                // for a moment (more so on a busy machine): ended means every task's state is a
                // final one, as the controller keeps it.
                return try tasks.isEmpty && tasksEnded(job)
            }
        }

        /// The states of the job's tasks, as `scontrol show job` says: nil when it cannot say,
        /// empty once the controller has forgotten the job.
        static func taskStates(_ job: String) throws -> [String]? {
            let shown = try ClusterRecipe.run(["scontrol", "-o", "show", "job", job])
            guard shown.status == 0 else { return shown.output.contains("Invalid job id") ? [] : nil }
            return shown.output.split(separator: "\n").compactMap { line in
                line.split(separator: " ").first { $0.hasPrefix("JobState=") }.map { String($0.dropFirst("JobState=".count)) }
            }
        }

        /// Whether every task of the job is in a final state (completed, failed, cancelled,
        /// timed out...); true once the controller has forgotten it.
        static func tasksEnded(_ job: String) throws -> Bool {
            let final: Set<String> = ["COMPLETED", "FAILED", "CANCELLED", "TIMEOUT", "NODE_FAIL", "OUT_OF_MEMORY", "BOOT_FAIL", "DEADLINE", "PREEMPTED"]
            return try taskStates(job)?.allSatisfy(final.contains) ?? false
        }

        /// Waits until the engine's shards have some games journaled, while they play.
        static func waitForGames(_ recipe: ClusterRecipe, _ job: String) async throws {
            let playing = try await ClusterRecipe.wait(upTo: .seconds(120)) {
                let running = try queued(job).filter { $0.reason == "None" }.count
                return running > 0 && (1...3).filter { recipe.games(in: "cup-\($0).jsonl") >= 2 }.count >= 2
            }
            let left = try queued(job)
            try #require(playing, "the tasks never played: \(left)")
        }

        /// Merges the journals as the guide says, and compares with the whole run.
        static func expectOneRun(_ recipe: ClusterRecipe, whole: (standings: [String], records: String, samples: String)) throws {
            let merge = try #require(try ClusterRecipe.commands("slurm-commands").first { $0.hasPrefix("ttt merge ") })
            let merged = try ClusterRecipe.run(["sh", "-c", merge], in: recipe.directory)
            #expect(merged.status == 0, "\(merged.output)")
            // NB: what each task said, should the merge lack games.
            let said = (1...3).map { (try? String(contentsOfFile: recipe.path("cup-\($0).out"), encoding: .utf8)) ?? "(no output)" }
            let accounting = (try? ClusterRecipe.run(["sacct", "-n", "-X", "-o", "JobID,State,ExitCode,Start,End"]).output) ?? ""
            #expect(ClusterRecipe.standings(merged.output) == whole.standings, "\(merged.output)\ntasks said:\n\(said.joined(separator: "\n---\n"))\n\(accounting)")
            let records = try String(contentsOfFile: recipe.path("cup.txt"), encoding: .utf8)
            #expect(TimesErased.records(records) == TimesErased.records(whole.records), "the records differ")
            #expect(try String(contentsOfFile: recipe.path("cup.csv"), encoding: .utf8) == whole.samples, "the samples differ")
        }

        @Test("Requeued while its tasks play (SIGTERM to ttt and its bots), the array runs again and merges into one run's standings, records and samples")
        func requeued() async throws {
            let recipe = try Self.prepared()
            defer { recipe.remove() }
            let whole = try await recipe.wholeRun()
            let job = try Self.submit(recipe)
            // NB: a failed test leaves no job behind.
            defer { _ = try? ClusterRecipe.run(["scancel", job]) }
            try await Self.waitForGames(recipe, job)
            let requeue = try ClusterRecipe.run(["scontrol", "requeue", job])
            // NB: a task that has ended already cannot be requeued, and says so.
            #expect(requeue.status == 0 || requeue.output.contains("already completed") || requeue.output.contains("pending"),
                    "\(requeue.output)")
            try recipe.expectWholeJournals(shards: 3, started: true, "after the requeue")
            #expect(try await Self.waitForEnd(of: job), "the job never ended")
            let states = try Self.taskStates(job) ?? []
            #expect(states.allSatisfy { $0 == "COMPLETED" }, "the tasks ended \(states)")
            try recipe.expectWholeJournals(shards: 3, "at the end")
            // NB: a task that was requeued while it played went on from its journal.
            let outputs = try (1...3).map { try String(contentsOfFile: recipe.path("cup-\($0).out"), encoding: .utf8) }
            #expect(outputs.contains { $0.contains(" from the journal); played ") }, "no task resumed: \(outputs)")
            try Self.expectOneRun(recipe, whole: whole)
        }

        @Test("Cancelled while its tasks play (scancel), then submitted again, the array merges into one run's standings, records and samples")
        func cancelledAndSubmittedAgain() async throws {
            let recipe = try Self.prepared()
            defer { recipe.remove() }
            let whole = try await recipe.wholeRun()
            let first = try Self.submit(recipe)
            defer { _ = try? ClusterRecipe.run(["scancel", first]) }
            try await Self.waitForGames(recipe, first)
            try ClusterRecipe.run(["scancel", first])
            #expect(try await Self.waitForEnd(of: first), "the job never ended")
            try recipe.expectWholeJournals(shards: 3, started: true, "after scancel")
            let cut = (1...3).map { recipe.games(in: "cup-\($0).jsonl") }.reduce(0, +)
            #expect(cut < 120, "the array had ended before scancel")
            let second = try Self.submit(recipe)
            defer { _ = try? ClusterRecipe.run(["scancel", second]) }
            #expect(try await Self.waitForEnd(of: second), "the job never ended")
            let states = try Self.taskStates(second) ?? []
            #expect(states.allSatisfy { $0 == "COMPLETED" }, "the tasks ended \(states)")
            try recipe.expectWholeJournals(shards: 3, "at the end")
            try Self.expectOneRun(recipe, whole: whole)
        }
    }
}

/// The one-node Slurm cluster the recipe's tests submit to.
enum SlurmCluster {
    /// Whether `sinfo` shows a node that takes jobs.
    static var isReady: Bool {
        guard let states = try? ClusterRecipe.run(["sinfo", "-h", "-o", "%T"], deadline: .seconds(10)), states.status == 0 else {
            return false
        }
        let ready = ["idle", "mixed", "allocated", "completing"]
        return states.output.split(separator: "\n").contains { ready.contains(String($0).trimmingCharacters(in: .whitespaces)) }
    }
}
