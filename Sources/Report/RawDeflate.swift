import CZlib

/// DEFLATE (RFC 1951) compression by zlib, raw: no zlib or gzip wrapper, as a browser's
/// `DecompressionStream("deflate-raw")` reads it.
///
/// The page embeds its downloads (every game as ttt records and as SGF) compressed, so that
/// 10,000 games stay a few megabytes.
enum RawDeflate {
    /// zlib's balance of size and speed.
    static let defaultLevel = Z_DEFAULT_COMPRESSION

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
        let stream = try Stream(level: level)
        let failure = input.withUnsafeBytes { bytes -> Failure? in
            do throws(Failure) { try stream.add(bytes) } catch { return error }
            return nil
        }
        if let failure { throw failure }
        return try stream.finish()
    }

    /// The compressed form of `pieces`' UTF-8, one after the other, and how many bytes they
    /// held: piece by piece, so that the text is never whole in memory.
    static func compressed(pieces: some Sequence<String>, level: Int32 = Z_DEFAULT_COMPRESSION) throws(Failure) -> (bytes: [UInt8], inputCount: Int) {
        let stream = try Stream(level: level)
        var count = 0
        for piece in pieces { count += try stream.add(text: piece) }
        return (try stream.finish(), count)
    }

    /// A compression in progress: bytes in, as many times as needed, then ``finish()``.
    final class Stream {
        private let stream: UnsafeMutablePointer<z_stream>
        /// The compressed bytes so far: `produced` of them, in a buffer that grows by half.
        private var output: [UInt8] = []
        private var produced = 0

        init(level: Int32) throws(Failure) {
            stream = .allocate(capacity: 1)
            stream.initialize(to: z_stream())
            let started = ttt_deflate_init_raw(stream, level)
            // NB: deinit frees the stream, also when this throws (deflateEnd does nothing to a
            // stream whose start failed).
            guard started == Z_OK else { throw RawDeflate.failure(started, stream) }
        }

        deinit {
            deflateEnd(stream)
            stream.deallocate()
        }

        /// Compresses `bytes` (zlib may hold some back until more come or ``finish()``).
        func add(_ bytes: UnsafeRawBufferPointer) throws(Failure) {
            var consumed = 0
            while consumed < bytes.count {
                let chunk = min(bytes.count - consumed, Int(UInt32.max))
                stream.pointee.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self) + consumed)
                stream.pointee.avail_in = uInt(chunk)
                consumed += chunk
                // NB: until zlib took the whole chunk; each call has room to write, so
                // anything but Z_OK is a failure.
                while stream.pointee.avail_in > 0 {
                    let status = step(flush: Z_NO_FLUSH)
                    guard status == Z_OK else { throw RawDeflate.failure(status, stream) }
                }
            }
        }

        /// Compresses `text`'s UTF-8.
        /// - Returns: how many bytes that was.
        @discardableResult
        func add(text: String) throws(Failure) -> Int {
            var text = text
            let failure = text.withUTF8 { bytes -> Failure? in
                do throws(Failure) { try add(UnsafeRawBufferPointer(bytes)) } catch { return error }
                return nil
            }
            if let failure { throw failure }
            return text.utf8.count
        }

        /// The compressed bytes made since the last call, which the stream then forgets (zlib
        /// may hold back some of what was added: they come later, or at the end).
        func take() -> [UInt8] {
            let made = Array(output[..<produced])
            produced = 0
            return made
        }

        /// The bytes that would end the stream now, after those ``take()`` gave: the stream
        /// goes on as it was, so that more can be added and ended again later. (A copy of
        /// zlib's state is ended, so what was compressed so far is never compressed again.)
        func endingNow() throws(Failure) -> [UInt8] {
            let copy = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
            copy.initialize(to: z_stream())
            defer { copy.deallocate() }
            let copied = deflateCopy(copy, stream)
            guard copied == Z_OK else { throw RawDeflate.failure(copied, copy) }
            defer { deflateEnd(copy) }
            var ending = [UInt8](repeating: 0, count: 1 << 16)
            var made = 0
            var status = Z_OK
            copy.pointee.next_in = nil
            copy.pointee.avail_in = 0
            while status == Z_OK {
                if made == ending.count { ending += [UInt8](repeating: 0, count: ending.count) }
                let room = ending.count - made
                status = ending.withUnsafeMutableBufferPointer { [made] buffer in
                    copy.pointee.next_out = buffer.baseAddress! + made
                    copy.pointee.avail_out = uInt(room)
                    return deflate(copy, Z_FINISH)
                }
                made += room - Int(copy.pointee.avail_out)
            }
            guard status == Z_STREAM_END else { throw RawDeflate.failure(status, copy) }
            ending.removeSubrange(made...)
            return ending
        }

        /// Ends the stream: the compressed bytes.
        func finish() throws(Failure) -> [UInt8] {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
            var status = Z_OK
            while status == Z_OK { status = step(flush: Z_FINISH) }
            guard status == Z_STREAM_END else { throw RawDeflate.failure(status, stream) }
            output.removeSubrange(produced...)
            return output
        }

        /// One call to deflate with room to write (the output grown by half when full).
        private func step(flush: Int32) -> Int32 {
            if produced == output.count { output += [UInt8](repeating: 0, count: max(1 << 16, output.count / 2)) }
            let room = min(output.count - produced, Int(UInt32.max))
            let stream = self.stream
            let status = output.withUnsafeMutableBufferPointer { [produced] buffer in
                stream.pointee.next_out = buffer.baseAddress! + produced
                stream.pointee.avail_out = uInt(room)
                return deflate(stream, flush)
            }
            produced += room - Int(stream.pointee.avail_out)
            return status
        }
    }

    /// zlib's message for `status`, or the status's name where it gave none.
    fileprivate static func failure(_ status: Int32, _ stream: UnsafeMutablePointer<z_stream>) -> Failure {
        if let message = stream.pointee.msg { return Failure(message: String(cString: message)) }
        let names = [Z_MEM_ERROR: "insufficient memory", Z_STREAM_ERROR: "stream error", Z_VERSION_ERROR: "incompatible version",
                     Z_BUF_ERROR: "buffer error", Z_DATA_ERROR: "data error", Z_OK: "stream not finished"]
        return Failure(message: names[status] ?? "status \(status)")
    }
}
