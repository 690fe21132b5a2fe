import Foundation
import Testing

/// How many colours a PNG holds: its image data inflated and unfiltered by Python's zlib
/// (python3 is what the tests of bots use already), and the distinct pixels counted.
enum PNGColours {
    static let script = #"""
    import struct, sys, zlib
    data = open(sys.argv[1], 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', 'not a PNG'
    pos, idat, width, height, depth, kind = 8, b'', 0, 0, 0, 0
    while pos < len(data):
        length, name = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if name == b'IHDR':
            width, height, depth, kind = struct.unpack('>IIBB', body[:10])
        elif name == b'IDAT':
            idat += body
        pos += 12 + length
    assert depth == 8 and kind in (2, 6), 'unexpected PNG type %d/%d' % (depth, kind)
    channels = 3 if kind == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    previous = bytearray(stride)
    colours = set()
    for y in range(height):
        start = y * (stride + 1)
        kind_of_filter, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind_of_filter == 1: line[i] = (line[i] + a) & 255
            elif kind_of_filter == 2: line[i] = (line[i] + b) & 255
            elif kind_of_filter == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif kind_of_filter == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, channels * 3):
            colours.add(bytes(line[x:x + 3]))
        previous = line
    print(len(colours))
    """#

    /// The distinct colours of the image at `png` (every third pixel of each row).
    static func count(in png: URL) async throws -> Int {
        let child = try ChildProcess("/usr/bin/env", ["python3", "-c", script, png.path], directory: png.deletingLastPathComponent().path,
                                     environment: ProcessInfo.processInfo.environment, capture: true)
        child.closeInput()
        if await !child.wait(upTo: .seconds(60)) {
            Issue.record("python3 did not read \(png.path) within a minute")
            child.kill()
        }
        let (out, err) = child.output
        guard let count = Int(out.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            Issue.record("python3 could not read \(png.path): \(err)")
            return 0
        }
        return count
    }
}
