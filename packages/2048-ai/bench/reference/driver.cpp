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
//
// `driver --play SEED [STOP_AT]` plays one whole game the way the reference's own play_game does (a decision a
// move, as above, at the reference's own depth limit and pace), with its spawns drawn from a generator seeded by
// SEED instead of the system's, so that a batch of games can be replayed and resumed. It prints one JSON line:
// {"seed","score","bestTile","moves","wallMs","cpuMs","meanDepthLimit"}. The score is the reference's own
// (score_board less 4 for each 4 spawned), which is the sum of the merges, as the engine counts it.
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

// splitmix64: the spawns of a game are a function of its seed alone.
static uint64_t rng_state;
static uint64_t next_random() {
    uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
// The modulo's bias is below 2^-58 for n <= 16.
static unsigned seeded_uniform(unsigned n) { return (unsigned)(next_random() % n); }

// The reference's draw_tile and insert_tile_rand, on the seeded generator.
static board_t seeded_tile() { return seeded_uniform(10) < 9 ? 1 : 2; }
static board_t seeded_insert(board_t board, board_t tile) {
    unsigned index = seeded_uniform(count_empty(board));
    board_t tmp = board;
    while (true) {
        while ((tmp & 0xf) != 0) {
            tmp >>= 4;
            tile <<= 4;
        }
        if (index == 0) break;
        --index;
        tmp >>= 4;
        tile <<= 4;
    }
    return board | tile;
}

static long long wall_ns() {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static int play(unsigned long long seed, int stop_rank) {
    rng_state = seed;
    board_t board = seeded_tile() << (4 * seeded_uniform(16));
    board = seeded_insert(board, seeded_tile());
    long long penalty = 0, wall = 0, cpu = 0, depth_limits = 0;
    long moves = 0;
    while (get_max_rank(board) < stop_rank) {
        long long wall_start = wall_ns(), cpu_start = thread_cpu_ns();
        decision d = decide(board);
        wall += wall_ns() - wall_start;
        cpu += thread_cpu_ns() - cpu_start;
        if (d.best < 0) break; // no legal move: the game is over
        depth_limits += d.depth_limit;
        moves++;
        board_t tile = seeded_tile();
        if (tile == 2) penalty += 4;
        board = seeded_insert(execute_move(d.best, board), tile);
    }
    printf("{\"seed\":%llu,\"score\":%.0f,\"bestTile\":%d,\"moves\":%ld,\"wallMs\":%.1f,\"cpuMs\":%.1f,"
           "\"meanDepthLimit\":%.4f}\n",
           seed, score_board(board) - (double)penalty, 1 << get_max_rank(board), moves, wall / 1e6, cpu / 1e6,
           moves == 0 ? 0.0 : (double)depth_limits / moves);
    return 0;
}

int main(int argc, char **argv) {
    init_tables();
    if (argc >= 3 && strcmp(argv[1], "--play") == 0) {
        int stop_rank = 16; // none: the reference's board holds tiles up to 32768 (rank 15)
        if (argc >= 4) stop_rank = (int)log2(atof(argv[3]));
        return play(strtoull(argv[2], NULL, 10), stop_rank);
    }
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
