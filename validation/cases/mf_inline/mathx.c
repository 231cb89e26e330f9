#include "mathx.h"

/* the external definitions of the inline functions */
extern inline int clampi(int v, int lo, int hi);
extern inline double lerp(double a, double b, double t);
extern inline unsigned long mix64(unsigned long h, unsigned long v);
