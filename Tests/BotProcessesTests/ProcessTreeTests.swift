@testable import BotProcesses
import Foundation
import Testing

@Suite struct ProcessTreeTests {
    @Test("Reads parent, group, session, start time and state from /proc/PID/stat, whatever the command's name holds")
    func parsesStat() {
        let line = "4242 (a) b (c) S 17 4242 4240 0 -1 4194560 120 0 0 0 1 2 0 0 20 0 1 0 987654 2420736 200 18446744073709551615"
        let entry = ProcessTree.parse(Array(line.utf8), pid: 4242)
        #expect(entry == ProcessTree.Entry(pid: 4242, parent: 17, group: 4242, session: 4240, startTime: 987654, state: UInt8(ascii: "S")))
        #expect(entry?.hasEnded == false)
        #expect(ProcessTree.parse(Array("4242 (cut".utf8), pid: 4242) == nil)
    }

    @Test("Finds this process in /proc, with its parent and group")
    func findsItself() {
        let me = ProcessTree.entry(of: getpid())
        #expect(me?.parent == getppid())
        #expect(me?.group == getpgrp())
    }

    @Test("A process killed counts as ended as soon as it dies, before it is reaped; by its pid and by its group")
    func killedProcessHasEnded() throws {
        // NB: spawned directly and reaped by the test alone, so it stays a zombie once killed.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
        defer { arguments.forEach { free($0) } }
        var pid: pid_t = 0
        try #require(posix_spawn(&pid, "/bin/sleep", nil, &attributes, arguments, environ) == 0)
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        #expect(ProcessTree.anyRunning(inGroups: [], among: [pid]))
        #expect(ProcessTree.anyRunning(inGroups: [pid], among: []))
        #expect(!ProcessTree.anyRunning(inGroups: [], among: []))
        kill(pid, SIGKILL)
        let deadline = ContinuousClock.now + .seconds(10)
        while ProcessTree.anyRunning(inGroups: [pid], among: [pid]), ContinuousClock.now < deadline { usleep(1000) }
        #expect(!ProcessTree.anyRunning(inGroups: [pid], among: [pid]), "still running after SIGKILL")
    }

    @Test("Lists a process's children, and every process, by pid")
    func listsChildren() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["30"]
        try child.run()
        defer {
            kill(child.processIdentifier, SIGKILL)
            child.waitUntilExit()
        }
        let pid = child.processIdentifier
        // NB: nil only on a kernel built without the children lists: then the sweeps read all of /proc.
        if let children = ProcessTree.children(of: getpid()) {
            #expect(children.contains(pid))
        }
        #expect(ProcessTree.children(of: pid)?.isEmpty ?? true)
        #expect(ProcessTree.allProcessIDs().contains(pid))
        #expect(ProcessTree.processes().first { $0.pid == pid }?.parent == getpid())
    }
}
