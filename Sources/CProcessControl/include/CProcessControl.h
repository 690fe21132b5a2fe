#ifndef TTT_CPROCESSCONTROL_H
#define TTT_CPROCESSCONTROL_H

/// Makes the calling process the reaper of its orphaned descendants
/// (prctl(PR_SET_CHILD_SUBREAPER, 1)). Returns 0, or -1 with errno set.
int ttt_become_child_subreaper(void);

/// Writes the processors the calling thread may run on (at most `capacity` of them) to
/// `processors`, in increasing order. Returns how many, or -1 with errno set.
int ttt_allowed_processors(int *processors, int capacity);

/// Keeps the calling thread on one processor from now on. Returns 0, or -1 with errno set.
int ttt_pin_calling_thread(int processor);

/// Gives the process `pid` (its main thread) the processors of the calling thread. Returns
/// 0, or -1 with errno set.
int ttt_share_affinity(int pid);

#endif
