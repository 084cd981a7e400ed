// Drives the C++ reference expectimax (nneonneo/2048-ai) on given positions, one decision each, and reports the
// thread CPU time a decision takes. Build (see bench/README in BENCHMARKS.md):
//   g++ -O3 -march=native -I<reference dir> -o driver driver.cpp
// The reference's own 2048.cpp is included as it is (its main renamed) so that its internal functions are reached
// without changing them. A decision is what its find_best_move does, without the printing: each of the four moves
// scored by score_toplevel_move's search (a fresh transposition table per move, depth limit
// max(3, distinct tiles - 2)).
//
// Input: one board a line, 16 hex digits (the 64-bit board, cell i = 4 * row + col in nibble i).
// Output: one line per board: board depthLimit bestMove cpuNanoseconds movesEvaluated repeats value0..value3
// (cpuNanoseconds is the mean over `repeats` runs; a decision is repeated until 20 ms of CPU time have passed).
#define main reference_main
#include "2048.cpp"
#undef main

#include <time.h>

static long long thread_cpu_ns() {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

struct decision {
    int best;
    float values[4];
    unsigned long evaluated;
    int depth_limit;
};

static decision decide(board_t board) {
    decision d;
    d.best = -1;
    d.evaluated = 0;
    float best = 0;
    for (int move = 0; move < 4; move++) {
        eval_state state;
        state.depth_limit = std::max(3, count_distinct_tiles(board) - 2);
        d.depth_limit = state.depth_limit;
        float res = _score_toplevel_move(state, board, move);
        d.values[move] = res;
        d.evaluated += state.moves_evaled;
        if (res > best) {
            best = res;
            d.best = move;
        }
    }
    return d;
}

int main() {
    init_tables();
    char line[256];
    while (fgets(line, sizeof line, stdin)) {
        if (line[0] == '\n' || line[0] == 0) continue;
        board_t board = strtoull(line, NULL, 16);
        long long total = 0;
        int repeats = 0;
        decision d;
        do {
            long long start = thread_cpu_ns();
            d = decide(board);
            total += thread_cpu_ns() - start;
            repeats++;
        } while (total < 20000000LL);
        printf("%016llx %d %d %lld %lu %d %.9g %.9g %.9g %.9g\n", (unsigned long long)board, d.depth_limit, d.best,
               total / repeats, d.evaluated, repeats, d.values[0], d.values[1], d.values[2], d.values[3]);
        fflush(stdout);
    }
    return 0;
}
