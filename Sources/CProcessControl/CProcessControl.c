// prctl(2) is variadic and cpu_set_t's accessors are macros, so Swift calls them here.
#define _GNU_SOURCE
#include "CProcessControl.h"
#include <sched.h>
#include <sys/prctl.h>

int ttt_become_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}

int ttt_allowed_processors(int *processors, int capacity) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    int count = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE && count < capacity; cpu++) {
        if (CPU_ISSET(cpu, &set)) processors[count++] = cpu;
    }
    return count;
}

int ttt_pin_calling_thread(int processor) {
    if (processor < 0 || processor >= CPU_SETSIZE) return -1;
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(processor, &set);
    return sched_setaffinity(0, sizeof set, &set);
}

int ttt_share_affinity(int pid) {
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    return sched_setaffinity(pid, sizeof set, &set);
}
