import Foundation
import Testing
import TestSupport

extension EndToEnd {
    /// docs/CLUSTERS.md's recipe for GNU parallel over SSH, run as written against two real
    /// SSH hosts (network namespaces with an sshd each, SSHHosts): the shards play there and
    /// their journals come back; a host that dies while its shard plays loses nothing, and the
    /// merge gives the standings, records and samples of the tournament run whole.
    @Suite("The GNU parallel over SSH recipe, on real SSH hosts", .serialized,
           .enabled(if: SSHHosts.canStart, "SSH hosts cannot be made here: they need root, ip (iproute2), sshd (openssh-server), GNU parallel, rsync and cc"))
    struct ParallelSSHRecipeTests {
        /// Starts the recipe's parallel command in `recipe`'s folder, with parallel's ssh
        /// pointed at the hosts.
        static func start(_ recipe: ClusterRecipe, hosts: SSHHosts) throws -> ChildProcess {
            let command = try #require(try ClusterRecipe.commands("parallel-ssh").first { $0.hasPrefix("parallel ") })
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = ClusterRecipe.binaries + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["HOME"] = recipe.directory.path
            environment["PARALLEL_SSH"] = "ssh -F \(hosts.sshConfig)"
            let child = try ChildProcess("/bin/sh", ["-c", command], directory: recipe.directory.path,
                                         environment: environment, capture: true)
            child.closeInput()
            return child
        }

        /// How many games the journals of the shards host `number` plays hold: the journals in
        /// parallel's working folders there (`--workdir ...`, under the host's home).
        static func gamesPlaying(on number: Int, _ hosts: SSHHosts) -> Int {
            let files = FileManager.default.enumerator(at: hosts.home(number), includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.lastPathComponent.hasPrefix("cup-") && $0.pathExtension == "jsonl" } ?? []
            return files.map { url in
                ((try? String(contentsOf: url, encoding: .utf8)) ?? "").components(separatedBy: "\"type\":\"game\"").count - 1
            }.reduce(0, +)
        }

        @Test("Shards on two SSH hosts, one of which dies mid-run: the command run again finishes, and the merge is one run's")
        func hostDiesMidRun() async throws {
            // NB: a shard takes seconds, so that the host dies while its shard plays (an ssh
            // session carries no environment: the engine's own default is its pace).
            let recipe = try ClusterRecipe(delay: 30)
            defer { recipe.remove() }
            let whole = try await recipe.wholeRun()
            let hosts = try SSHHosts(count: 2, in: recipe)
            defer { hosts.remove() }

            let first = try Self.start(recipe, hosts: hosts)
            let playing = await ClusterRecipe.wait(upTo: .seconds(90)) { Self.gamesPlaying(on: 1, hosts) >= 1 || !first.isRunning }
            try #require(playing && first.isRunning, "node1 never played: \(first.output)")
            hosts.kill(1)
            #expect(await first.wait(upTo: .seconds(120)), "the first run never ended")
            first.kill()

            // NB: as a user would, the same command again: it plays what has not ended well.
            let second = try Self.start(recipe, hosts: hosts)
            #expect(await second.wait(upTo: .seconds(120)), "the second run never ended")
            second.kill()
            try recipe.expectWholeJournals(shards: 4, "at the end")
            let log = try String(contentsOfFile: recipe.path("cup.log"), encoding: .utf8)
            #expect(log.contains("\tnode2\t"), "\(log)")

            let merge = try #require(try ClusterRecipe.commands("parallel-ssh").first { $0.hasPrefix("ttt merge ") })
            let merged = try ClusterRecipe.run(["sh", "-c", merge], in: recipe.directory)
            #expect(merged.status == 0, "\(merged.output)")
            #expect(ClusterRecipe.standings(merged.output) == whole.standings, "\(merged.output)")
            let records = try String(contentsOfFile: recipe.path("cup.txt"), encoding: .utf8)
            #expect(TimesErased.records(records) == TimesErased.records(whole.records), "the records differ")
            #expect(try String(contentsOfFile: recipe.path("cup.csv"), encoding: .utf8) == whole.samples, "the samples differ")
        }
    }
}
