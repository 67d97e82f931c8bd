// Callgrind's client requests, for counting the instructions of a batch of operations.
//
// The macros of <valgrind/callgrind.h> are a few no-op instructions when the process does not
// run under valgrind; under `valgrind --tool=callgrind --instr-atstart=no` they switch
// instrumentation on, zero the counters and write one dump per measured batch, named by its
// label. Without the header (valgrind's development files), they do nothing.

#include "BenchmarkNative.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#define MOSAIC_HAS_CALLGRIND 1
#endif
#endif

#ifdef MOSAIC_HAS_CALLGRIND

#include <valgrind/callgrind.h>

bool mosaic_callgrind_available(void) {
    return RUNNING_ON_VALGRIND != 0;
}

void mosaic_callgrind_begin(void) {
    CALLGRIND_START_INSTRUMENTATION;
    CALLGRIND_ZERO_STATS;
}

void mosaic_callgrind_end(const char *label) {
    CALLGRIND_DUMP_STATS_AT(label);
    CALLGRIND_STOP_INSTRUMENTATION;
}

#else

bool mosaic_callgrind_available(void) {
    return false;
}

void mosaic_callgrind_begin(void) {}

void mosaic_callgrind_end(const char *label) {
    (void)label;
}

#endif
