/// ttt's version, the one place it is written: `ttt --version` prints it, every journal's
/// first line records it (as `"ttt"`), and a report shows it.
///
/// NB: a journal's version says which ttt began it; it is never compared on `--resume` or
/// `merge`, so journals of one tournament written by different versions add up.
public enum TTTVersion {
    /// The version, as `MAJOR.MINOR.PATCH`.
    public static let current = "0.9.0"
}
