#ifndef TTT_CPROCESSCONTROL_H
#define TTT_CPROCESSCONTROL_H

/// Makes the calling process the reaper of its orphaned descendants
/// (prctl(PR_SET_CHILD_SUBREAPER, 1)). Returns 0, or -1 with errno set.
int ttt_become_child_subreaper(void);

#endif
