/* pbrain-fast: a Gomocup brain in C that answers at once, for measuring referees.
 *
 * Its move depends only on the position (the stones and whose turn it is), never on time,
 * randomness or the order the moves came in, so two referees that send it the same games
 * get the same moves back. It extends its own lines and blocks the opponent's by a small
 * table of line lengths, so games end in a five (or a forbidden move under renju) after a
 * few dozen moves, as real games do.
 *
 * Build: cc -O2 -o pbrain-fast pbrain-fast.c   (ttt compiles it itself when it is named
 * as a bot: gomocup:Players/bots/gomocup/pbrain-fast.c)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX 32

static int size = 15, width = 15, height = 15;
static int cell[MAX][MAX]; /* 0 empty, 1 this brain, 2 the opponent */

static void clear(void) { memset(cell, 0, sizeof cell); }

/* The stones of `who` in a row through (x, y) along (dx, dy), the cell itself not counted. */
static int run(int x, int y, int dx, int dy, int who) {
    int n = 0;
    for (int s = -1; s <= 1; s += 2) {
        int cx = x + s * dx, cy = y + s * dy;
        while (cx >= 0 && cy >= 0 && cx < width && cy < height && cell[cx][cy] == who) {
            n++;
            cx += s * dx;
            cy += s * dy;
        }
    }
    return n;
}

static long score(int x, int y) {
    static const long own[] = {0, 4, 40, 400, 1000000, 1000000, 1000000, 1000000, 1000000};
    static const long theirs[] = {0, 2, 20, 200, 100000, 100000, 100000, 100000, 100000};
    static const int dir[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    long total = 0;
    for (int d = 0; d < 4; d++) {
        int a = run(x, y, dir[d][0], dir[d][1], 1);
        int b = run(x, y, dir[d][0], dir[d][1], 2);
        total += own[a > 8 ? 8 : a] + theirs[b > 8 ? 8 : b];
    }
    return total;
}

/* The best empty cell next to a stone; ties go to a hash of the position and the cell. */
static void answer(void) {
    unsigned long position = 1469598103934665603UL;
    int stones = 0;
    for (int x = 0; x < width; x++)
        for (int y = 0; y < height; y++)
            if (cell[x][y]) {
                position = (position ^ (unsigned long)(x * 64 + y * 2 + cell[x][y])) * 1099511628211UL;
                stones++;
            }
    if (stones == 0) {
        cell[width / 2][height / 2] = 1;
        printf("%d,%d\n", width / 2, height / 2);
        fflush(stdout);
        return;
    }
    long best = -1;
    unsigned long bestTie = 0;
    int bx = -1, by = -1;
    for (int x = 0; x < width; x++)
        for (int y = 0; y < height; y++) {
            if (cell[x][y]) continue;
            int near = 0;
            for (int dx = -1; dx <= 1 && !near; dx++)
                for (int dy = -1; dy <= 1 && !near; dy++) {
                    int cx = x + dx, cy = y + dy;
                    near = cx >= 0 && cy >= 0 && cx < width && cy < height && cell[cx][cy];
                }
            if (!near) continue;
            long s = score(x, y);
            unsigned long tie = (position ^ (unsigned long)(x * MAX + y)) * 0x9E3779B97F4A7C15UL;
            tie ^= tie >> 29;
            if (s > best || (s == best && tie > bestTie)) {
                best = s;
                bestTie = tie;
                bx = x;
                by = y;
            }
        }
    if (bx < 0) {
        printf("ERROR no empty cell\n");
    } else {
        cell[bx][by] = 1;
        printf("%d,%d\n", bx, by);
    }
    fflush(stdout);
}

static int place(const char *text, int who) {
    int x, y;
    if (sscanf(text, "%d,%d", &x, &y) != 2 || x < 0 || y < 0 || x >= width || y >= height) return 0;
    cell[x][y] = who;
    return 1;
}

int main(void) {
    char line[256];
    setvbuf(stdout, NULL, _IOFBF, 1 << 12);
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        if (strncmp(line, "START", 5) == 0) {
            size = atoi(line + 5);
            if (size < 5 || size > MAX) { printf("ERROR size %d is not supported\n", size); fflush(stdout); continue; }
            width = height = size;
            clear();
            printf("OK\n");
            fflush(stdout);
        } else if (strncmp(line, "RECTSTART", 9) == 0) {
            if (sscanf(line + 9, "%d,%d", &width, &height) != 2 || width < 5 || height < 5 || width > MAX || height > MAX) {
                printf("ERROR unsupported size\n");
            } else {
                clear();
                printf("OK\n");
            }
            fflush(stdout);
        } else if (strncmp(line, "RESTART", 7) == 0) {
            clear();
            printf("OK\n");
            fflush(stdout);
        } else if (strncmp(line, "BEGIN", 5) == 0) {
            answer();
        } else if (strncmp(line, "TURN", 4) == 0) {
            if (!place(line + 5, 2)) { printf("ERROR bad move\n"); fflush(stdout); continue; }
            answer();
        } else if (strncmp(line, "BOARD", 5) == 0) {
            clear();
            while (fgets(line, sizeof line, stdin) && strncmp(line, "DONE", 4) != 0) {
                int x, y, who;
                if (sscanf(line, "%d,%d,%d", &x, &y, &who) == 3 && x >= 0 && y >= 0 && x < width && y < height)
                    cell[x][y] = who == 1 ? 1 : 2;
            }
            answer();
        } else if (strncmp(line, "ABOUT", 5) == 0) {
            printf("name=\"pbrain-fast\", version=\"1.0\", author=\"ttt\", country=\"-\"\n");
            fflush(stdout);
        } else if (strncmp(line, "END", 3) == 0) {
            return 0;
        }
        /* INFO and anything else: no answer. */
    }
    return 0;
}
