/* __asm__ labels on declarations (GNU), as glibc headers use them to redirect
 * functions to other symbol names: a function defined under a label, a libc
 * function reached under another C name, a variable with an assembler name,
 * and a basic __asm__ statement that emits nothing but a comment. */
#include <stdio.h>
#include <stddef.h>

int compute(int x) __asm__("p4a_compute_impl");
int compute(int x) { return x * x + 1; }

extern size_t my_strlen(const char *s) __asm__("strlen");
extern int my_abs(int) __asm__("abs");

int tally __asm__("p4a_tally_symbol") = 5;
static const double weights[3] __asm__("p4a_weights") = { 0.5, 1.5, 2.0 };

int main(void)
{
    int s = 0;
    for (int i = 0; i < 10; i++) {
        s += compute(i);
        tally += my_abs(i - 5);
    }
    __asm__ __volatile__("# an empty assembler statement" ::: "memory");
    double w = weights[0] + weights[1] * weights[2];
    printf("compute %d strlen %zu tally %d w %.3f\n", s, my_strlen("assembler names"), tally, w);
    return 0;
}
