# 0 "rows_demo.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "/usr/include/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "rows_demo.c"
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 1 3 4
# 145 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
# 145 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef long int ptrdiff_t;
# 214 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef long unsigned int size_t;
# 329 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef int wchar_t;
# 424 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
typedef struct {
  long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
  long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
# 435 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stddef.h" 3 4
} max_align_t;
# 2 "rows_demo.c" 2
# 1 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 1 3 4
# 40 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 3 4
typedef __builtin_va_list __gnuc_va_list;
# 99 "/usr/lib/gcc/x86_64-linux-gnu/12/include/stdarg.h" 3 4
typedef __gnuc_va_list va_list;
# 3 "rows_demo.c" 2
# 3 "rows_demo.c"
struct s { int a; int b; };
int sum(int n, ...) {
    va_list ap;
    
# 6 "rows_demo.c" 3 4
   __builtin_va_start(
# 6 "rows_demo.c"
   ap
# 6 "rows_demo.c" 3 4
   ,
# 6 "rows_demo.c"
   n
# 6 "rows_demo.c" 3 4
   )
# 6 "rows_demo.c"
                  ;
    int s = 
# 7 "rows_demo.c" 3 4
           __builtin_va_arg(
# 7 "rows_demo.c"
           ap
# 7 "rows_demo.c" 3 4
           ,
# 7 "rows_demo.c"
           int
# 7 "rows_demo.c" 3 4
           ) 
# 7 "rows_demo.c"
                           + (int)
# 7 "rows_demo.c" 3 4
                                  __builtin_offsetof (
# 7 "rows_demo.c"
                                  struct s
# 7 "rows_demo.c" 3 4
                                  , 
# 7 "rows_demo.c"
                                  b
# 7 "rows_demo.c" 3 4
                                  )
# 7 "rows_demo.c"
                                                       ;
    
# 8 "rows_demo.c" 3 4
   __builtin_va_end(
# 8 "rows_demo.c"
   ap
# 8 "rows_demo.c" 3 4
   )
# 8 "rows_demo.c"
             ;
    return s;
}
int after = ;
