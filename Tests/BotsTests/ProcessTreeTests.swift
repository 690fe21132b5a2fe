import Foundation
@testable import Bots
import Testing

@Suite struct ProcessTreeTests {
    @Test("Reads parent, group, session and start time from /proc/PID/stat, whatever the command's name holds")
    func parsesStat() {
        let line = "4242 (a) b (c) S 17 4242 4240 0 -1 4194560 120 0 0 0 1 2 0 0 20 0 1 0 987654 2420736 200 18446744073709551615"
        let entry = ProcessTree.parse(Array(line.utf8), pid: 4242)
        #expect(entry == ProcessTree.Entry(pid: 4242, parent: 17, group: 4242, session: 4240, startTime: 987654))
        #expect(ProcessTree.parse(Array("4242 (cut".utf8), pid: 4242) == nil)
    }

    @Test("Finds this process in /proc, with its parent and group")
    func findsItself() {
        let me = ProcessTree.entry(of: getpid())
        #expect(me?.parent == getppid())
        #expect(me?.group == getpgrp())
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
