/* Fast: a random legal move in C, for measuring the referee's round trip. With FAST_DELAY_MS
   in its environment it waits that long before each answer (the tests of endings use it). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Answers one `move` request: reads board=, gravity= and moves=, plays a pseudo-random
   free cell (or column), chosen from the number of moves so the games vary. */
static void answer(char *request) {
    int cols = 3, rows = 3, gravity = 0, count = 0;
    static unsigned char taken[26][26];
    static int height[26];
    char *moves = "";
    memset(taken, 0, sizeof taken);
    memset(height, 0, sizeof height);
    for (char *word = strtok(request, " \t\r\n"); word; word = strtok(NULL, " \t\r\n")) {
        if (strncmp(word, "board=", 6) == 0) sscanf(word + 6, "%dx%d", &cols, &rows);
        else if (strncmp(word, "gravity=", 8) == 0) gravity = strcmp(word + 8, "yes") == 0;
        else if (strncmp(word, "moves=", 6) == 0) moves = word + 6;
    }
    for (char *m = moves; *m; ) {
        int c = *m - 'a', r;
        m++;
        if (gravity) r = height[c];
        else r = (int)strtol(m, &m, 10) - 1;
        if (c >= 0 && c < 26 && r >= 0 && r < 26) {
            taken[c][r] = 1;
            if (r + 1 > height[c]) height[c] = r + 1;
        }
        count++;
        while (*m && *m != ',') m++;
        if (*m == ',') m++;
    }
    int free = 0;
    for (int c = 0; c < cols; c++) {
        if (gravity) free += height[c] < rows;
        else for (int r = 0; r < rows; r++) free += !taken[c][r];
    }
    if (free == 0) { printf("error no free cell\n"); return; }
    unsigned long x = 2654435761UL * (unsigned long)(count + 1);
    int pick = (int)((x >> 7) % (unsigned long)free);
    for (int c = 0; c < cols; c++) {
        if (gravity) {
            if (height[c] < rows && pick-- == 0) { printf("move %c\n", 'a' + c); return; }
            continue;
        }
        for (int r = 0; r < rows; r++)
            if (!taken[c][r] && pick-- == 0) { printf("move %c%d\n", 'a' + c, r + 1); return; }
    }
}

int main(void) {
    static char line[1 << 16];
    const char *delay = getenv("FAST_DELAY_MS");
    int milliseconds = delay ? atoi(delay) : 0;
    while (fgets(line, sizeof line, stdin)) {
        if (strncmp(line, "ttt", 3) == 0) printf("name Fast\nready\n");
        else if (strncmp(line, "ping", 4) == 0) printf("pong\n");
        else if (strncmp(line, "quit", 4) == 0) break;
        else if (strncmp(line, "move", 4) == 0) {
            if (milliseconds > 0) usleep((useconds_t)milliseconds * 1000);
            answer(line + 4);
        }
        fflush(stdout);
    }
    return 0;
}
