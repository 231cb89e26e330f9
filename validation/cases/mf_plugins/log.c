#include <stdarg.h>
#include <stdio.h>
#include "ode.h"

unsigned log_lines;

void log_line(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    printf("[%02u] ", log_lines++);
    vprintf(fmt, ap);
    putchar('\n');
    va_end(ap);
}
