#ifndef TTT_CSUPERVISOR_H
#define TTT_CSUPERVISOR_H

/// The pid of the supervisor this ttt runs under (the process that was started as ttt, its
/// parent), or 0 when it runs without one.
int ttt_supervisor_pid(void);

#endif
