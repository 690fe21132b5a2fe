/// The text of a file in Resources/, which SwiftPM embeds in the binary as bytes
/// (`.embedInCode`, as the generated `PackageResources`), so ttt stays one file with nothing
/// beside it to find at run time.
enum EmbeddedText {
    /// `bytes` as UTF-8 text, without the file's last line break: the page puts its own
    /// around what it embeds.
    static func text(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }
}
