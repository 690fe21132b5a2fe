import CLZ4

/// Bytes compressed as one LZ4 frame (the `.lz4` format of the lz4 tool, liblz4's
/// `LZ4F_` functions and Python's `lz4.frame`), with liblz4.
///
/// A samples file `.bin.lz4` is a run of such frames, one a game: the LZ4 frame format lets
/// frames follow one another, and every reader of it reads them as one stream, so a file cut
/// after any game (a run killed) still reads whole. c-gomoku-cli writes the same entries as
/// one frame over the whole run, with the same preferences (level 3, the default frame).
enum LZ4Frame {
    /// The compression level c-gomoku-cli uses for its samples.
    static let level: Int32 = 3

    /// The magic number every LZ4 frame starts with, as its first four bytes (little-endian).
    static let magic: [UInt8] = [0x04, 0x22, 0x4D, 0x18]

    /// `bytes` as one frame, or the library's error name.
    static func compressed(_ bytes: [UInt8]) -> Result<[UInt8], LZ4Error> {
        var preferences = LZ4F_preferences_t()
        preferences.compressionLevel = level
        let bound = LZ4F_compressFrameBound(bytes.count, &preferences)
        var frame = [UInt8](repeating: 0, count: bound)
        let size = frame.withUnsafeMutableBytes { out in
            bytes.withUnsafeBytes { input in
                LZ4F_compressFrame(out.baseAddress, out.count, input.baseAddress, input.count, &preferences)
            }
        }
        if LZ4F_isError(size) != 0 { return .failure(LZ4Error(name: String(cString: LZ4F_getErrorName(size)))) }
        frame.removeSubrange(size...)
        return .success(frame)
    }
}

/// liblz4's error, by the name it gives it.
struct LZ4Error: Error {
    var name: String
}
