#ifndef TTT_CZLIB_SHIM_H
#define TTT_CZLIB_SHIM_H
#include <zlib.h>

/* NB: deflateInit2 is a macro (it passes zlib's version and the stream's size), which Swift
   cannot call. Negative window bits ask for raw DEFLATE: no zlib header or checksum, as a
   browser's DecompressionStream("deflate-raw") reads it. */
static inline int ttt_deflate_init_raw(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
}
#endif
