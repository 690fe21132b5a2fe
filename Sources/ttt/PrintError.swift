#if canImport(Glibc)
import Glibc
#endif

/// Writes a line to standard error.
func printError(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(STDERR_FILENO, $0, strlen($0)) }
}
