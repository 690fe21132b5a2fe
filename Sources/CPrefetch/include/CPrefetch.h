#ifndef TTT_CPREFETCH_H
#define TTT_CPREFETCH_H

/// Asks the processor to bring the cache line at `address` into its caches, without
/// waiting for it (a hint: never faults, whatever the address). Swift has no prefetch of
/// its own; the search calls this for a table bucket it will read soon.
static inline void ttt_prefetch(const void *address) {
    __builtin_prefetch(address);
}

#endif
