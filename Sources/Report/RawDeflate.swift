import CZlib

/// DEFLATE (RFC 1951) compression by zlib, raw: no zlib or gzip wrapper, as a browser's
/// `DecompressionStream("deflate-raw")` reads it.
///
/// The page embeds its downloads (every game as ttt records and as SGF) compressed, so that
/// 10,000 games stay a few megabytes.
enum RawDeflate {
    /// What zlib said when it could not compress: its message, or the name of its status.
    struct Failure: Error, Hashable {
        let message: String
    }

    /// The compressed form of `input`, at zlib's `level` (0 to 9; by default zlib's balance of
    /// size and speed).
    /// - Throws: ``Failure`` when zlib cannot (out of memory, a level it does not know, or a
    ///   zlib that is not the one its header describes).
    /// - Complexity: O(*n*) in the input's length.
    static func compressed(_ input: [UInt8], level: Int32 = Z_DEFAULT_COMPRESSION) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        let started = ttt_deflate_init_raw(&stream, level)
        guard started == Z_OK else { throw failure(started, &stream) }
        defer { deflateEnd(&stream) }
        // NB: room for the whole result (zlib's bound), so one call does it; the loop is for
        // an input or a result longer than zlib's 32-bit counts. Each call has room to write,
        // so anything but Z_OK (go on) or Z_STREAM_END (done) is a failure.
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(input.count))))
        var produced = 0
        let status = input.withUnsafeBufferPointer { bytes in
            var consumed = 0
            var status = Z_OK
            while status == Z_OK {
                if stream.avail_in == 0 {
                    let chunk = min(bytes.count - consumed, Int(UInt32.max))
                    stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress.map { $0 + consumed })
                    stream.avail_in = uInt(chunk)
                    consumed += chunk
                }
                if produced == output.count { output += [UInt8](repeating: 0, count: max(1 << 16, output.count / 2)) }
                let room = min(output.count - produced, Int(UInt32.max))
                status = output.withUnsafeMutableBufferPointer { buffer in
                    stream.next_out = buffer.baseAddress.map { $0 + produced }
                    stream.avail_out = uInt(room)
                    return deflate(&stream, consumed == bytes.count ? Z_FINISH : Z_NO_FLUSH)
                }
                produced += room - Int(stream.avail_out)
            }
            return status
        }
        guard status == Z_STREAM_END else { throw failure(status, &stream) }
        output.removeSubrange(produced...)
        return output
    }

    /// zlib's message for `status`, or the status's name where it gave none.
    private static func failure(_ status: Int32, _ stream: inout z_stream) -> Failure {
        if let message = stream.msg { return Failure(message: String(cString: message)) }
        let names = [Z_MEM_ERROR: "insufficient memory", Z_STREAM_ERROR: "stream error", Z_VERSION_ERROR: "incompatible version",
                     Z_BUF_ERROR: "buffer error", Z_DATA_ERROR: "data error", Z_OK: "stream not finished"]
        return Failure(message: names[status] ?? "status \(status)")
    }
}
