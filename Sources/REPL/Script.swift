/// Script files.
public enum Script {
    /// The lines of a script file.
    public static func lines(of path: String) throws(CommandError) -> [String] {
        try readFile(path).splitLines()
    }
}
