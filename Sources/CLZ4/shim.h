#ifndef TTT_CLZ4_SHIM_H
#define TTT_CLZ4_SHIM_H
/* The LZ4 frame format (lz4frame.h): the `.lz4` file the lz4 tool and Python's lz4.frame
   read, in which `--samples FILE.bin.lz4` is written. */
#include <lz4frame.h>
#endif
