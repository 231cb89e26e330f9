/* A structure of arrays as a global, declared `extern` in the header every file includes
 * and defined in main.c: it is the program's own object, so the arrays its members hold
 * are told apart (before, the `extern` declaration made it an object of code p4a does not
 * see, and relax_step stayed sequential). */
#define NX 50000
struct field { int n; double *val; double *tmp; };
extern double gscale;
extern struct field F;
double energy(const struct field *f);
void relax_step(struct field *f);
