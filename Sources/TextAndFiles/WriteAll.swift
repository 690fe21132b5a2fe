#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes all of `bytes` to the file `descriptor`, again after a short write or an
/// interrupted one (`EINTR`): nil when all went out, else the `errno` that stopped it.
public func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32? {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return nil
}

/// Writes all of `text` as UTF-8 to the file `descriptor`: see ``writeAll(_:_:)-(_,UnsafeRawBufferPointer)``.
public func writeAll(_ descriptor: Int32, _ text: String) -> Int32? {
    var text = text
    return text.withUTF8 { writeAll(descriptor, UnsafeRawBufferPointer($0)) }
}
