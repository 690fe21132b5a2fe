/* gomocup-pingpong: the floor under a referee's move, a C parent that plays two Gomocup
 * brains against each other with nothing but the protocol's ping-pong: blocking writes and
 * reads on plain pipes, no deadline, no log, no journal, no events.
 *
 * It plays the games `ttt match A B --rules gomoku --openings FILE` plays (freestyle, 15x15,
 * each opening of a Gomocup offset file twice, the colours swapped), and sends what ttt
 * sends: `START 15` and its `OK` every game, the preparation (`INFO timeout_match`,
 * `max_memory`, `game_type`, `rule`) with each brain's first request of a game, and before
 * every request `INFO timeout_turn` and `INFO time_left`, in one write with `BOARD` (a
 * brain's first request in a game) or `TURN x,y`. A game ends at five or more in a row, or
 * a full board.
 *
 * Prints the games, the moves, the score (as ttt prints it: the first brain's wins, losses,
 * draws), the wall time, the parent's CPU and the brains' CPU, and each per move.
 *
 * Build: cc -O2 -o gomocup-pingpong Scripts/bench/gomocup-pingpong.c
 * Run:   ./gomocup-pingpong ./pbrain-a ./pbrain-b Scripts/openings/gomocup-offset-100.txt 1000
 * (the brains: cc -O2 -o pbrain-a Players/bots/gomocup/pbrain-fast.c, and the same for b)
 */
#define _GNU_SOURCE
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define N 15

struct brain {
    pid_t pid;
    int in, out;          /* its stdin (we write), its stdout (we read) */
    char buf[65536];
    int start, end;       /* unread bytes in buf */
};

static void die(const char *what) { perror(what); exit(1); }

/* With GOMOCUP_PINGPONG_POLL set, each read waits in poll(2) first, as ttt's reads do. */
static int pollFirst;

static void spawn(struct brain *b, const char *path) {
    int to[2], from[2];
    if (pipe(to) || pipe(from)) die("pipe");
    b->pid = fork();
    if (b->pid < 0) die("fork");
    if (b->pid == 0) {
        dup2(to[0], 0);
        dup2(from[1], 1);
        close(to[0]); close(to[1]); close(from[0]); close(from[1]);
        execl(path, path, (char *)NULL);
        _exit(127);
    }
    close(to[0]);
    close(from[1]);
    b->in = to[1];
    b->out = from[0];
    b->start = b->end = 0;
}

static void send_text(struct brain *b, const char *text, size_t length) {
    while (length > 0) {
        ssize_t n = write(b->in, text, length);
        if (n <= 0) die("write");
        text += n;
        length -= (size_t)n;
    }
}

/* The next line (without its line break) into `line`. */
static void read_line(struct brain *b, char *line, size_t size) {
    for (;;) {
        for (int i = b->start; i < b->end; i++) {
            if (b->buf[i] == '\n') {
                size_t length = (size_t)(i - b->start);
                if (length >= size) length = size - 1;
                memcpy(line, b->buf + b->start, length);
                line[length] = 0;
                b->start = i + 1;
                return;
            }
        }
        if (b->start > 0) {
            memmove(b->buf, b->buf + b->start, (size_t)(b->end - b->start));
            b->end -= b->start;
            b->start = 0;
        }
        if (pollFirst) {
            struct pollfd descriptor = {.fd = b->out, .events = POLLIN};
            if (poll(&descriptor, 1, -1) < 0) die("poll");
        }
        ssize_t n = read(b->out, b->buf + b->end, sizeof b->buf - (size_t)b->end);
        if (n <= 0) die("read");
        b->end += (int)n;
    }
}

static int board[N][N]; /* 0 empty, 1 black, 2 white */

static int five(int x, int y) {
    static const int dir[4][2] = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};
    int who = board[x][y];
    for (int d = 0; d < 4; d++) {
        int count = 1;
        for (int s = -1; s <= 1; s += 2) {
            int cx = x + s * dir[d][0], cy = y + s * dir[d][1];
            while (cx >= 0 && cy >= 0 && cx < N && cy < N && board[cx][cy] == who) {
                count++;
                cx += s * dir[d][0];
                cy += s * dir[d][1];
            }
        }
        if (count >= 5) return 1;
    }
    return 0;
}

static double seconds(struct timeval t) { return (double)t.tv_sec + (double)t.tv_usec / 1e6; }

int main(int argc, char **argv) {
    if (argc != 5) {
        fprintf(stderr, "usage: %s BRAIN_A BRAIN_B OPENINGS GAMES\n", argv[0]);
        return 2;
    }
    signal(SIGPIPE, SIG_IGN);
    pollFirst = getenv("GOMOCUP_PINGPONG_POLL") != NULL;
    /* The openings: lines of "dx,dy, dx,dy, ..." from the centre, black first. */
    static int opening[1000][N * N][2];
    static int openingLength[1000];
    int openings = 0;
    FILE *file = fopen(argv[3], "r");
    if (!file) die(argv[3]);
    char text[4096];
    while (openings < 1000 && fgets(text, sizeof text, file)) {
        int count = 0, dx, dy, used;
        char *p = text;
        while (sscanf(p, " %d , %d%n", &dx, &dy, &used) == 2) {
            opening[openings][count][0] = N / 2 + dx;
            opening[openings][count][1] = N / 2 + dy;
            count++;
            p += used;
            while (*p == ',' || *p == ' ') p++;
        }
        if (count > 0) openingLength[openings++] = count;
    }
    fclose(file);
    int games = atoi(argv[4]);

    struct brain brains[2];
    spawn(&brains[0], argv[1]);
    spawn(&brains[1], argv[2]);

    struct timespec began, ended;
    clock_gettime(CLOCK_MONOTONIC, &began);
    long moves = 0;
    int wins = 0, losses = 0, draws = 0;
    char line[256], request[16384];
    for (int game = 0; game < games; game++) {
        int o = (game / 2) % openings;
        int blackBrain = game % 2; /* brain 0 is black in even games */
        for (int i = 0; i < 2; i++) {
            send_text(&brains[i], "START 15\n", 9);
            do read_line(&brains[i], line, sizeof line); while (strncmp(line, "OK", 2) != 0);
        }
        memset(board, 0, sizeof board);
        int count = openingLength[o];
        for (int i = 0; i < count; i++) board[opening[o][i][0]][opening[o][i][1]] = i % 2 == 0 ? 1 : 2;
        int toMove = count % 2 == 0 ? 1 : 2; /* 1 black, 2 white */
        int told[2] = {0, 0};                /* whether each brain has had a request this game */
        int lastX = -1, lastY = -1, stones = count, winner = 0;
        while (stones < N * N) {
            int b = toMove == 1 ? blackBrain : 1 - blackBrain;
            int length = 0;
            if (!told[b]) {
                length += sprintf(request + length,
                    "INFO timeout_match 0\nINFO max_memory 536870912\nINFO game_type 1\nINFO rule 0\n");
            }
            length += sprintf(request + length, "INFO timeout_turn 5000\nINFO time_left 5000\n");
            if (!told[b]) {
                length += sprintf(request + length, "BOARD\n");
                for (int x = 0; x < N; x++)
                    for (int y = 0; y < N; y++)
                        if (board[x][y]) length += sprintf(request + length, "%d,%d,%d\n", x, y, board[x][y] == toMove ? 1 : 2);
                length += sprintf(request + length, "DONE\n");
                told[b] = 1;
            } else {
                length += sprintf(request + length, "TURN %d,%d\n", lastX, lastY);
            }
            send_text(&brains[b], request, (size_t)length);
            int x, y;
            for (;;) {
                read_line(&brains[b], line, sizeof line);
                if (sscanf(line, "%d,%d", &x, &y) == 2) break;
            }
            if (x < 0 || y < 0 || x >= N || y >= N || board[x][y]) {
                fprintf(stderr, "game %d: brain %d played %s, not an empty cell\n", game + 1, b, line);
                return 1;
            }
            board[x][y] = toMove;
            moves++;
            stones++;
            lastX = x;
            lastY = y;
            if (five(x, y)) {
                winner = b + 1;
                break;
            }
            toMove = 3 - toMove;
        }
        if (winner == 1) wins++; else if (winner == 2) losses++; else draws++;
    }
    clock_gettime(CLOCK_MONOTONIC, &ended);
    for (int i = 0; i < 2; i++) {
        send_text(&brains[i], "END\n", 4);
        close(brains[i].in);
        waitpid(brains[i].pid, NULL, 0);
    }
    struct rusage self, children;
    getrusage(RUSAGE_SELF, &self);
    getrusage(RUSAGE_CHILDREN, &children);
    double wall = (double)(ended.tv_sec - began.tv_sec) + (double)(ended.tv_nsec - began.tv_nsec) / 1e9;
    double parent = seconds(self.ru_utime) + seconds(self.ru_stime);
    double brainsCPU = seconds(children.ru_utime) + seconds(children.ru_stime);
    printf("%d games, %ld moves, %d-%d-%d\n", games, moves, wins, losses, draws);
    printf("wall %.3f s, parent CPU %.3f s (user %.3f, sys %.3f), brains CPU %.3f s\n", wall, parent,
           seconds(self.ru_utime), seconds(self.ru_stime), brainsCPU);
    printf("a move: wall %.2f us, parent CPU %.2f us, brains CPU %.2f us\n", wall / (double)moves * 1e6,
           parent / (double)moves * 1e6, brainsCPU / (double)moves * 1e6);
    return 0;
}
