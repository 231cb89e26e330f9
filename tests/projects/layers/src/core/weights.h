/* Weights of the smoothing stencil: found through the quoted include beside ops.c. */
#define W_SIDE 1.0
#define W_MID 1.0
