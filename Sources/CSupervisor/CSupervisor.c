// The supervisor: nothing ttt started outlives it, however it ends (SIGKILL included).
//
// Before main, the process that was started as ttt forks. The child runs ttt (the worker);
// the parent stays as a small supervisor, written here in C because it forks before the
// Swift runtime starts any thread. The supervisor is a child subreaper (as tini is), so every
// process the worker's bots leave behind comes to it when its own parent ends, however far it
// went: a helper that double-forked into a session of its own with an empty environment is
// still a descendant. When the worker ends, by itself or killed with SIGKILL, the supervisor
// kills every descendant left, then ends as the worker ended (the same exit status, or the
// same signal), so a shell or a cluster sees ttt's own ending.
//
// Signals sent to the supervisor (the pid a shell or a cluster knows) are passed on to the
// worker; those a terminal sends to the whole process group (Ctrl-C) reach the worker by
// themselves and are not passed on twice. Should the supervisor be killed with SIGKILL, the
// worker gets SIGTERM (PR_SET_PDEATHSIG) and ends its bots as for any SIGTERM.
#define _GNU_SOURCE
#include "CSupervisor.h"
#include <dirent.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

static volatile sig_atomic_t worker = 0;
static int supervisor = 0;

int ttt_supervisor_pid(void) { return supervisor; }

/// Passes a signal on to the worker, unless a terminal sent it to the whole group.
static void pass_on(int number, siginfo_t *info, void *context) {
    (void)context;
    if (info != NULL && info->si_code == SI_KERNEL) return;
    pid_t target = worker;
    if (target > 0) kill(target, number);
}

/// Kills one of each child of this process that /proc lists, by SIGKILL; returns how many.
static int kill_children(pid_t self) {
    DIR *proc = opendir("/proc");
    if (proc == NULL) return 0;
    int count = 0;
    struct dirent *entry;
    while ((entry = readdir(proc)) != NULL) {
        char *end;
        long pid = strtol(entry->d_name, &end, 10);
        if (*end != '\0' || pid <= 0) continue;
        char path[64];
        snprintf(path, sizeof path, "/proc/%ld/stat", pid);
        FILE *file = fopen(path, "r");
        if (file == NULL) continue;
        char line[1024];
        size_t length = fread(line, 1, sizeof line - 1, file);
        fclose(file);
        line[length] = '\0';
        // NB: "pid (comm) state ppid ...": the command may hold spaces and parentheses.
        char *close = strrchr(line, ')');
        char state;
        long parent;
        if (close == NULL || sscanf(close + 1, " %c %ld", &state, &parent) != 2) continue;
        if (parent == self && state != 'Z') {
            kill((pid_t)pid, SIGKILL);
            count++;
        }
    }
    closedir(proc);
    return count;
}

/// Ends every descendant left: each is this process's child once its own parent is gone
/// (this process is their reaper), so children are killed and reaped until none is left.
static void end_descendants(void) {
    pid_t self = getpid();
    for (;;) {
        kill_children(self);
        pid_t reaped = waitpid(-1, NULL, 0);
        if (reaped < 0 && errno == ECHILD) return;
    }
}

/// Ends this process as the worker ended: with its exit status, or by its signal.
static void end_as(int status) {
    if (WIFSIGNALED(status)) {
        int number = WTERMSIG(status);
        // NB: the worker's core dump, if any, is the one that counts.
        struct rlimit none = {0, 0};
        setrlimit(RLIMIT_CORE, &none);
        signal(number, SIG_DFL);
        sigset_t set;
        sigemptyset(&set);
        sigaddset(&set, number);
        sigprocmask(SIG_UNBLOCK, &set, NULL);
        raise(number);
        _exit(128 + number);
    }
    _exit(WIFEXITED(status) ? WEXITSTATUS(status) : 1);
}

/// Passes signals on and waits for the worker `child` (with the signal mask to restore once
/// the handlers are in place), then ends every descendant left and ends as the worker did.
static void supervise(pid_t child, const sigset_t *mask) {
    static const int passed[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM};
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = pass_on;
    action.sa_flags = SA_SIGINFO | SA_RESTART;
    sigemptyset(&action.sa_mask);
    for (size_t index = 0; index < sizeof passed / sizeof passed[0]; index++) sigaction(passed[index], &action, NULL);
    signal(SIGPIPE, SIG_IGN);
    sigprocmask(SIG_SETMASK, mask, NULL);
    // NB: the orphans that come while the worker runs are reaped here; the worker's own
    // end is the supervisor's.
    int status = 0;
    for (;;) {
        int reaped_status;
        pid_t reaped = waitpid(-1, &reaped_status, 0);
        if (reaped == child) {
            status = reaped_status;
            break;
        }
        if (reaped < 0 && errno == ECHILD) break;
    }
    worker = 0;
    end_descendants();
    end_as(status);
}

/// Whether this process is a test runner of SwiftPM's, which links the executable's modules
/// (the end-to-end tests depend on it) and must run as it was started.
static int is_test_runner(void) {
    const char *name = program_invocation_short_name;
    size_t length = strlen(name);
    const char *suffix = ".xctest";
    return (length >= strlen(suffix) && strcmp(name + length - strlen(suffix), suffix) == 0)
        || strcmp(name, "swiftpm-testing-helper") == 0;
}

__attribute__((constructor)) static void ttt_start_supervised(void) {
    if (is_test_runner()) return;
    // NB: one process to profile or debug (valgrind loses the forked worker); nothing then
    // ends a helper that left its bot's session and cleared its environment.
    const char *off = getenv("TTT_NO_SUPERVISOR");
    if (off != NULL && *off != '\0') return;
    // NB: without the subreaper's power nothing can be promised: ttt runs alone, as before.
    if (prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0) return;
    pid_t parent = getpid();
    // NB: a signal before the worker is known would be lost: held until then.
    sigset_t all, previous;
    sigfillset(&all);
    sigprocmask(SIG_BLOCK, &all, &previous);
    pid_t child = fork();
    if (child < 0) {
        prctl(PR_SET_CHILD_SUBREAPER, 0, 0, 0, 0);
        sigprocmask(SIG_SETMASK, &previous, NULL);
        return;
    }
    if (child == 0) {
        // NB: no subreaper by birth (fork does not pass it on): the worker becomes one where
        // it adopts its bots' orphans (LiveBots.adoptOrphans).
        prctl(PR_SET_PDEATHSIG, SIGTERM, 0, 0, 0);
        supervisor = parent;
        sigprocmask(SIG_SETMASK, &previous, NULL);
        // NB: the supervisor was gone before the death signal was asked for.
        if (getppid() != parent) raise(SIGTERM);
        return;
    }
    worker = child;
    // NB: a name of its own (what top, killall and /proc/PID/comm show), so that the pid a
    // person started can be told from the worker's: `killall -9 ttt` hits the worker only,
    // and the supervisor still ends what it left.
    prctl(PR_SET_NAME, "ttt-supervisor", 0, 0, 0);
    supervise(child, &previous);
}
