#include <stdlib.h>
void *alloc_data(size_t n, size_t size) { void *p = 0; if (posix_memalign(&p, 64, n * size)) abort(); return p; }
