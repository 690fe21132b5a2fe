#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Moments as a journal's header and a report write them: UTC to the second, ISO 8601,
/// as in `2026-05-01T10:53:25Z`.
public enum UTCTime {
    /// The moment `seconds` after 1970-01-01 00:00 UTC.
    public static func text(secondsSince1970 seconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
    }

    /// Now, from the system's clock.
    public static func now() -> String {
        text(secondsSince1970: Int(time(nil)))
    }
}
