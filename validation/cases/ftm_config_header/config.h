/* The program's configuration, included before any system header: its feature-test
 * macros choose what the C library's headers declare. */
#ifndef CONFIG_H
#define CONFIG_H
#define _GNU_SOURCE
#define _FILE_OFFSET_BITS 64
typedef double real;
#endif
