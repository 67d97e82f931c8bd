// Stand-in for <assert.h> (C standard, as Apple's SDK ships it): the one macro it defines.
#ifndef MOSAIC_STANDIN_ASSERT_H
#define MOSAIC_STANDIN_ASSERT_H
#ifdef NDEBUG
#define assert(condition) ((void)0)
#else
void __assert_rtn(const char *function, const char *file, int line, const char *expression) __attribute__((noreturn));
#define assert(condition) ((condition) ? (void)0 : __assert_rtn(__func__, __FILE__, __LINE__, #condition))
#endif
#endif
