// Stand-in for the declarations of Apple's libc headers that Mosaic, swift-log, swift-atomics and
// swift-collections use, written from the documented C interfaces (man pages pthread(3),
// stdio(3), time(3)) with the types Apple's SDK gives them on 64-bit devices and simulators. Only
// for type-checking: layouts are sized like Apple's but never used.
#ifndef MOSAIC_STANDIN_DARWIN_H
#define MOSAIC_STANDIN_DARWIN_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

#pragma clang assume_nonnull begin

// <sys/_pthread/_pthread_types.h>: opaque structures with a signature word, as on Apple platforms.
struct _opaque_pthread_t { long __sig; char __opaque[8176]; };
struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; };
struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[8]; };
struct _opaque_pthread_cond_t { long __sig; char __opaque[40]; };
struct _opaque_pthread_condattr_t { long __sig; char __opaque[8]; };
struct _opaque_pthread_rwlock_t { long __sig; char __opaque[192]; };
struct _opaque_pthread_rwlockattr_t { long __sig; char __opaque[16]; };

typedef struct _opaque_pthread_t *pthread_t;
typedef struct _opaque_pthread_mutex_t pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t pthread_mutexattr_t;
typedef struct _opaque_pthread_cond_t pthread_cond_t;
typedef struct _opaque_pthread_condattr_t pthread_condattr_t;
typedef struct _opaque_pthread_rwlock_t pthread_rwlock_t;
typedef struct _opaque_pthread_rwlockattr_t pthread_rwlockattr_t;
typedef unsigned long pthread_key_t;

// <pthread/pthread.h>
#define PTHREAD_MUTEX_NORMAL 0
#define PTHREAD_MUTEX_ERRORCHECK 1
#define PTHREAD_MUTEX_RECURSIVE 2
#define PTHREAD_MUTEX_DEFAULT PTHREAD_MUTEX_NORMAL

pthread_t pthread_self(void);
int pthread_main_np(void);

int pthread_mutexattr_init(pthread_mutexattr_t *attr);
int pthread_mutexattr_settype(pthread_mutexattr_t *attr, int type);
int pthread_mutexattr_destroy(pthread_mutexattr_t *attr);
int pthread_mutex_init(pthread_mutex_t *mutex, const pthread_mutexattr_t * _Nullable attr);
int pthread_mutex_lock(pthread_mutex_t *mutex);
int pthread_mutex_trylock(pthread_mutex_t *mutex);
int pthread_mutex_unlock(pthread_mutex_t *mutex);
int pthread_mutex_destroy(pthread_mutex_t *mutex);

int pthread_cond_init(pthread_cond_t *cond, const pthread_condattr_t * _Nullable attr);
int pthread_cond_wait(pthread_cond_t *cond, pthread_mutex_t *mutex);
int pthread_cond_signal(pthread_cond_t *cond);
int pthread_cond_broadcast(pthread_cond_t *cond);
int pthread_cond_destroy(pthread_cond_t *cond);

int pthread_rwlock_init(pthread_rwlock_t *lock, const pthread_rwlockattr_t * _Nullable attr);
int pthread_rwlock_rdlock(pthread_rwlock_t *lock);
int pthread_rwlock_wrlock(pthread_rwlock_t *lock);
int pthread_rwlock_unlock(pthread_rwlock_t *lock);
int pthread_rwlock_destroy(pthread_rwlock_t *lock);

int pthread_key_create(pthread_key_t *key, void (* _Nullable destructor)(void *));
void * _Nullable pthread_getspecific(pthread_key_t key);
int pthread_setspecific(pthread_key_t key, const void * _Nullable value);

#pragma clang assume_nonnull end

// <stdio.h> (not annotated for nullability in Apple's SDK, so pointers import as implicitly
// unwrapped). FILE is a complete structure there, so Swift sees UnsafeMutablePointer<FILE>.
typedef struct __sFILE {
    unsigned char *_p;
    int _r;
    int _w;
    short _flags;
    short _file;
    void *_cookie;
    long long _offset;
} FILE;
extern FILE *__stdinp;
extern FILE *__stdoutp;
extern FILE *__stderrp;
#define stdin __stdinp
#define stdout __stdoutp
#define stderr __stderrp
size_t fwrite(const void * __restrict ptr, size_t size, size_t count, FILE * __restrict stream);
int fputs(const char * __restrict string, FILE * __restrict stream);
int fflush(FILE *stream);
void flockfile(FILE *stream);
void funlockfile(FILE *stream);

// <time.h>
typedef long time_t;
struct tm {
    int tm_sec;
    int tm_min;
    int tm_hour;
    int tm_mday;
    int tm_mon;
    int tm_year;
    int tm_wday;
    int tm_yday;
    int tm_isdst;
    long tm_gmtoff;
    char *tm_zone;
};
time_t time(time_t *clock);
struct tm *localtime(const time_t *clock);
struct tm *localtime_r(const time_t *clock, struct tm *result);
size_t strftime(char * __restrict buffer, size_t size, const char * __restrict format, const struct tm * __restrict time);

#endif
