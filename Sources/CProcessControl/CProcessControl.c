// prctl(2) is variadic, so Swift cannot call it directly.
#include "CProcessControl.h"
#include <sys/prctl.h>

int ttt_become_child_subreaper(void) {
    return prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
}
