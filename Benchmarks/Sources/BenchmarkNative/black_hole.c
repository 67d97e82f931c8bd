#include "BenchmarkNative.h"

// Deliberately empty. Being C, its body is invisible to the Swift optimizer, which must
// therefore assume the pointer escapes and is read.
__attribute__((noinline)) void mosaic_black_hole(const void *pointer) {
    (void)pointer;
}
