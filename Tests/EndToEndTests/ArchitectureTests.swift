import Foundation
import Testing

/// docs/ARCHITECTURE.md is kept true: every target of Package.swift is named there, the table
/// of modules says exactly what each imports, and no source file imports a module of the
/// package that its target does not declare (SwiftPM lets an undeclared module be imported
/// when it happens to be built first; here it is a failure).
@Suite struct ArchitectureTests {
    struct Target {
        var name: String
        var kind: String
        var dependencies: Set<String>
        var folder: String
    }

    /// The targets of Package.swift, read from its text: each `.target(`, `.testTarget(`,
    /// `.executableTarget(` or `.systemLibrary(` with its name, its folder and the target
    /// names in its `dependencies:` (products, such as swift-argument-parser's, left out).
    static func targets() throws -> [Target] {
        let text = try String(contentsOf: TTTProcess.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let starts = try Regex(#"\.(target|testTarget|executableTarget|systemLibrary)\(\s*name:\s*"(\w+)""#)
        let matches = text.matches(of: starts)
        return matches.enumerated().map { index, match in
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : text.endIndex
            let body = String(text[match.range.upperBound..<end])
            let kind = String(match.output[1].substring ?? "")
            let name = String(match.output[2].substring ?? "")
            var dependencies = Set<String>()
            if let list = body.range(of: "dependencies:"), let close = body[list.upperBound...].firstIndex(of: "]") {
                var items = String(body[list.upperBound..<close])
                // NB: a product names its package too; neither is a target.
                items = items.replacingOccurrences(of: #"\.product\([^)]*\)"#, with: "", options: .regularExpression)
                dependencies = Set(items.matches(of: /"(\w+)"/).map { String($0.output.1) })
            }
            var folder = (kind == "testTarget" ? "Tests/" : "Sources/") + name
            if let path = body.firstMatch(of: /path:\s*"([^"]+)"/) { folder = String(path.output.1) }
            return Target(name: name, kind: kind, dependencies: dependencies, folder: folder)
        }
    }

    static var architecture: String {
        get throws { try String(contentsOf: TTTProcess.packageRoot.appendingPathComponent("docs/ARCHITECTURE.md"), encoding: .utf8) }
    }

    @Test("Every target is named in docs/ARCHITECTURE.md, and its table says what each module imports, as Package.swift declares")
    func documentedModules() throws {
        let targets = try Self.targets()
        let text = try Self.architecture
        #expect(targets.count > 20, "Package.swift read as \(targets.map(\.name))")
        let swiftModules = Set(targets.filter { $0.kind != "testTarget" && $0.kind != "systemLibrary" && !$0.name.hasPrefix("C") && $0.name != "TestSupport" }.map(\.name))
        var rows: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let name = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            guard swiftModules.contains(name) else { continue }
            rows[name] = cells[2] == "nothing" ? [] : Set(cells[2].components(separatedBy: ", "))
        }
        for target in targets {
            #expect(text.contains("`\(target.name)`"), "docs/ARCHITECTURE.md does not name the target '\(target.name)'")
            guard swiftModules.contains(target.name) else { continue }
            let declared = target.dependencies.intersection(swiftModules)
            #expect(rows[target.name] == declared, "the table's imports of '\(target.name)' are \(rows[target.name]?.sorted() ?? []), Package.swift's \(declared.sorted())")
        }
    }

    @Test("No source file imports a module of the package that its target does not declare")
    func importsAreDeclared() throws {
        let targets = try Self.targets()
        let names = Set(targets.map(\.name))
        var undeclared: [String] = []
        for target in targets where target.kind != "systemLibrary" {
            let folder = TTTProcess.packageRoot.appendingPathComponent(target.folder)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/bots/") } ?? []
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in text.matches(of: /(?m)^(?:public |package |internal )?(?:@testable )?import (\w+)/) {
                    let module = String(match.output.1)
                    if names.contains(module), module != target.name, !target.dependencies.contains(module) {
                        undeclared.append("\(file.lastPathComponent) (\(target.name)) imports \(module)")
                    }
                }
            }
        }
        #expect(undeclared.isEmpty, "\(undeclared)")
    }

    /// The Swift files of `target`'s folder (the example bots left out), each with its lines.
    static func sources(of target: Target) throws -> [(path: String, lines: Int)] {
        let folder = TTTProcess.packageRoot.appendingPathComponent(target.folder)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && !$0.path.contains("/bots/") } ?? []
        return try files.map { file in
            let text = try String(contentsOf: file, encoding: .utf8)
            return (String(file.path.dropFirst(TTTProcess.packageRoot.path.count + 1)), text.split(separator: "\n", omittingEmptySubsequences: false).count - 1)
        }
    }

    @Test("The house keeps its sizes: at most 35 Swift files a folder, 400 lines a source file, 2,000 in Players, 1,000 in the executable, 300 in README.md, 250 in Search's README")
    func sizesHold() throws {
        var over: [String] = []
        for target in try Self.targets() where target.kind != "systemLibrary" {
            let files = try Self.sources(of: target)
            for (folder, count) in Dictionary(grouping: files, by: { ($0.path as NSString).deletingLastPathComponent }).mapValues(\.count)
            where count > 35 {
                over.append("\(folder) holds \(count) Swift files side by side")
            }
            if target.kind != "testTarget" {
                over += files.filter { $0.lines > 400 }.map { "\($0.path) has \($0.lines) lines" }
            }
            let total = files.map(\.lines).reduce(0, +)
            let limit = ["Players": 2_000, "ttt": 1_000][target.name]
            if let limit, total > limit { over.append("\(target.name) has \(total) lines of Swift, over \(limit)") }
        }
        for (document, limit) in [("README.md", 300), ("Sources/Search/README.md", 250)] {
            let text = try String(contentsOf: TTTProcess.packageRoot.appendingPathComponent(document), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            if lines > limit { over.append("\(document) has \(lines) lines, over \(limit)") }
        }
        #expect(over.isEmpty, "\(over)")
    }
}
