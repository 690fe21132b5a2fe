import Foundation
import Testing

/// Real SSH hosts on this machine, for GNU parallel's `--sshlogin`: each a network namespace
/// with a veth pair to this one (10.213.N.1 here, 10.213.N.2 there) and an sshd of its own
/// listening there, with host and client keys made for the test. The hosts share this
/// machine's files, as a cluster's hosts share a file system, but not its network: a host
/// is reached only by SSH, and dies by having its processes killed.
///
/// An ssh configuration names them `node1`, `node2`, ... (`PARALLEL_SSH` points parallel at
/// it); each host's sshd gives its sessions ttt's folder on PATH and a home of their own.
final class SSHHosts {
    let recipe: ClusterRecipe
    let count: Int
    private let tag = String(UInt32.random(in: 0...0xFFFF), radix: 16)
    private var made: [String] = []

    /// Whether hosts can be made here: as root, with `ip`, sshd, GNU parallel, rsync and cc.
    static var canStart: Bool {
        guard getuid() == 0 else { return false }
        let needed = ["ip", "sshd", "ssh", "ssh-keygen", "parallel", "rsync", "cc"]
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "") + ":/usr/sbin:/sbin"
        guard needed.allSatisfy({ name in path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") } })
        else { return false }
        let version = try? ClusterRecipe.run(["parallel", "--version"], deadline: .seconds(10))
        return version?.output.hasPrefix("GNU parallel") == true
    }

    /// Where host `number`'s sessions have their home, and start: a folder of the test's, so
    /// that no login reads the machine's own shell start-up files (a killed host once left a
    /// stale lock of a tool they run, and every later login waited on it), and parallel's
    /// working folders (`--workdir ...`, made from where a login starts) stay in the test's.
    func home(_ number: Int) -> URL { recipe.directory.appendingPathComponent("home\(number)") }

    /// The network namespace of host `number` (from 1).
    func namespace(_ number: Int) -> String { "ttt-ssh-\(tag)-\(number)" }

    /// The ssh configuration naming the hosts.
    var sshConfig: String { recipe.path("ssh_config") }

    /// Makes `count` hosts in `recipe`'s folder and starts their sshd.
    init(count: Int, in recipe: ClusterRecipe) throws {
        self.recipe = recipe
        self.count = count
        let sbin = ["PATH": "/usr/sbin:/sbin:/usr/bin:/bin"]
        for key in ["id", "host_key"] {
            let made = try ClusterRecipe.run(["ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", recipe.path(key)])
            try #require(made.status == 0, "\(made.output)")
        }
        try FileManager.default.copyItem(atPath: recipe.path("id.pub"), toPath: recipe.path("authorized_keys"))
        // NB: sshd's privilege separation needs its folder.
        try FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        var hosts = ""
        for number in 1...count {
            let namespace = namespace(number)
            let outside = "tts\(tag)\(number)"
            let inside = "ttp\(tag)\(number)"
            let commands = [
                ["ip", "netns", "add", namespace],
                ["ip", "link", "add", outside, "type", "veth", "peer", "name", inside],
                ["ip", "link", "set", inside, "netns", namespace],
                ["ip", "addr", "add", "10.213.\(number).1/24", "dev", outside],
                ["ip", "link", "set", outside, "up"],
                ["ip", "netns", "exec", namespace, "ip", "addr", "add", "10.213.\(number).2/24", "dev", inside],
                ["ip", "netns", "exec", namespace, "ip", "link", "set", inside, "up"],
                ["ip", "netns", "exec", namespace, "ip", "link", "set", "lo", "up"],
            ]
            for command in commands {
                let ran = try ClusterRecipe.run(command, environment: sbin)
                try #require(ran.status == 0, "\(command.joined(separator: " ")): \(ran.output)")
                if command.starts(with: ["ip", "netns", "add"]) { made.append(namespace) }
            }
            let config = """
                ListenAddress 10.213.\(number).2
                HostKey \(recipe.path("host_key"))
                PidFile \(recipe.path("sshd\(number).pid"))
                AuthorizedKeysFile \(recipe.path("authorized_keys"))
                PermitRootLogin prohibit-password
                PasswordAuthentication no
                KbdInteractiveAuthentication no
                UsePAM no
                StrictModes no
                SetEnv PATH=\(ClusterRecipe.binaries):/usr/local/bin:/usr/bin:/bin HOME=\(home(number).path)
                ForceCommand cd '\(home(number).path)' && exec /bin/sh -c "$SSH_ORIGINAL_COMMAND"

                """
            try FileManager.default.createDirectory(at: home(number), withIntermediateDirectories: true)
            try config.write(toFile: recipe.path("sshd\(number).conf"), atomically: true, encoding: .utf8)
            let started = try ClusterRecipe.run(
                ["ip", "netns", "exec", namespace, "/usr/sbin/sshd", "-f", recipe.path("sshd\(number).conf"),
                 "-E", recipe.path("sshd\(number).log")], environment: sbin)
            try #require(started.status == 0, "sshd of node\(number): \(started.output)")
            hosts += "Host node\(number)\n  HostName 10.213.\(number).2\n"
        }
        let client = hosts + """
            Host *
              User root
              IdentityFile \(recipe.path("id"))
              IdentitiesOnly yes
              UserKnownHostsFile \(recipe.path("known_hosts"))
              StrictHostKeyChecking accept-new
              BatchMode yes
              ConnectTimeout 5
              LogLevel ERROR

            """
        try client.write(toFile: sshConfig, atomically: true, encoding: .utf8)
        for number in 1...count {
            let answered = try ClusterRecipe.run(["ssh", "-F", sshConfig, "node\(number)", "true"], deadline: .seconds(30))
            try #require(answered.status == 0, "node\(number) does not answer: \(answered.output)")
        }
    }

    /// The processes of host `number`: its sshd, and what its sessions run.
    func processes(_ number: Int) -> [Int32] {
        let listed = try? ClusterRecipe.run(["ip", "netns", "pids", namespace(number)], environment: ["PATH": "/usr/sbin:/sbin:/usr/bin:/bin"])
        return (listed?.output ?? "").split(separator: "\n").compactMap { Int32($0) }
    }

    /// Kills every process of host `number` (its sshd, and the shards it runs): the host dies.
    func kill(_ number: Int) {
        for pid in processes(number) { Glibc.kill(pid, SIGKILL) }
    }

    /// Kills every host and removes its namespace (and with it, its veth pair).
    func remove() {
        for number in 1...count { kill(number) }
        for namespace in made { _ = try? ClusterRecipe.run(["ip", "netns", "del", namespace], environment: ["PATH": "/usr/sbin:/sbin:/usr/bin:/bin"]) }
        made = []
    }

    deinit { remove() }
}
