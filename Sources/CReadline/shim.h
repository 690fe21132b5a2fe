#ifndef TTT_CREADLINE_SHIM_H
#define TTT_CREADLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>

/* NB: readline keeps its settings in C globals; these wrappers let Swift 6 code reach them
   from one place without touching shared mutable state directly. */

static inline void ttt_rl_configure(rl_completion_func_t *completion) {
    rl_readline_name = "ttt";
    rl_attempted_completion_function = completion;
    rl_catch_signals = 0;
    rl_catch_sigwinch = 1;
}

static inline void ttt_rl_completion_over(void) { rl_attempted_completion_over = 1; }

/* NB: for a directory completed whole, no space after it: a file inside comes next. */
static inline void ttt_rl_no_space_after(void) { rl_completion_suppress_append = 1; }

static inline const char *ttt_rl_line_buffer(void) { return rl_line_buffer; }

static inline char **ttt_rl_filename_matches(const char *text) {
    return rl_completion_matches(text, rl_filename_completion_function);
}

static inline void ttt_rl_drop_line(void) {
    rl_on_new_line();
    rl_replace_line("", 0);
    rl_redisplay();
}
#endif
