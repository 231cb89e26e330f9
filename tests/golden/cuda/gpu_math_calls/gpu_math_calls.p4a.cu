/* Kernel of the loop at gpu_math_calls.c:19: for (int i = 0; i < 30000; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_19(char *p4a_x_base, long p4a_x_offset, char *p4a_fx_base, long p4a_fx_offset, char *p4a_r1_base, long p4a_r1_offset, char *p4a_r2_base, long p4a_r2_offset, char *p4a_r3_base, long p4a_r3_offset, char *p4a_r4_base, long p4a_r4_offset, char *p4a_fr_base, long p4a_fr_offset, char *p4a_s1_partials_base, long p4a_s1_partials_offset, char *p4a_s2_partials_base, long p4a_s2_partials_offset, char *p4a_s3_partials_base, long p4a_s3_partials_offset, char *p4a_s4_partials_base, long p4a_s4_partials_offset, char *p4a_sf_partials_base, long p4a_sf_partials_offset, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *x = (double *)(p4a_x_base + p4a_x_offset);
    float *fx = (float *)(p4a_fx_base + p4a_fx_offset);
    double *r1 = (double *)(p4a_r1_base + p4a_r1_offset);
    double *r2 = (double *)(p4a_r2_base + p4a_r2_offset);
    double *r3 = (double *)(p4a_r3_base + p4a_r3_offset);
    double *r4 = (double *)(p4a_r4_base + p4a_r4_offset);
    float *fr = (float *)(p4a_fr_base + p4a_fr_offset);
    double *p4a_s1_partials = (double *)(p4a_s1_partials_base + p4a_s1_partials_offset);
    double *p4a_s2_partials = (double *)(p4a_s2_partials_base + p4a_s2_partials_offset);
    double *p4a_s3_partials = (double *)(p4a_s3_partials_base + p4a_s3_partials_offset);
    double *p4a_s4_partials = (double *)(p4a_s4_partials_base + p4a_s4_partials_offset);
    double *p4a_sf_partials = (double *)(p4a_sf_partials_base + p4a_sf_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double s1 = 0;
    double s2 = 0;
    double s3 = 0;
    double s4 = 0;
    double sf = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_s1_block[256L];
    __shared__ double p4a_s2_block[256L];
    __shared__ double p4a_s3_block[256L];
    __shared__ double p4a_s4_block[256L];
    __shared__ double p4a_sf_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t;
            {
                x[i] = i % 1000 * 0.00390625 - 2.0;
                fx[i] = (float)(i % 500 - 250) * 0.125f;
                fx[i] = fx[i] * fx[i];
                r1[i] = sqrt((double)(fabs((double)x[i]) + 1.0)) + exp((double)(-x[i] * x[i]));
                r2[i] = sin((double)x[i]) * sin((double)x[i]) + cos((double)x[i]) * 0.5 + 2.0;
                r3[i] = pow((double)(fabs((double)x[i]) + 0.5), (double)1.5) + pow((double)2.0, (double)(double)(i % 10));
                r4[i] = floor((double)(x[i] * 4.0)) + fmod((double)(double)i, (double)7.0) + floor((double)(-x[i] * 0.5));
                fr[i] = sqrtf((float)fabsf((float)fx[i])) + fabsf((float)(fx[i] - 1.0f));
                s1 += r1[i];
                s2 += r2[i];
                s3 += r3[i];
                s4 += r4[i];
                sf += fr[i];
            }
        }
    }
    p4a_s1_block[p4a_l0] = s1;
    p4a_s2_block[p4a_l0] = s2;
    p4a_s3_block[p4a_l0] = s3;
    p4a_s4_block[p4a_l0] = s4;
    p4a_sf_block[p4a_l0] = sf;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_s1_block[p4a_l0] = p4a_s1_block[p4a_l0] + p4a_s1_block[p4a_l0 + p4a_s];
            p4a_s2_block[p4a_l0] = p4a_s2_block[p4a_l0] + p4a_s2_block[p4a_l0 + p4a_s];
            p4a_s3_block[p4a_l0] = p4a_s3_block[p4a_l0] + p4a_s3_block[p4a_l0 + p4a_s];
            p4a_s4_block[p4a_l0] = p4a_s4_block[p4a_l0] + p4a_s4_block[p4a_l0 + p4a_s];
            p4a_sf_block[p4a_l0] = p4a_sf_block[p4a_l0] + p4a_sf_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_s1_partials[p4a_g0 / 256L] = p4a_s1_block[0];
        p4a_s2_partials[p4a_g0 / 256L] = p4a_s2_block[0];
        p4a_s3_partials[p4a_g0 / 256L] = p4a_s3_block[0];
        p4a_s4_partials[p4a_g0 / 256L] = p4a_s4_block[0];
        p4a_sf_partials[p4a_g0 / 256L] = p4a_sf_block[0];
    }
}

/* Kernel of the loop at gpu_math_calls.c:34: for (int i = 0; i < 150; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_34(char *p4a_g_base, long p4a_g_offset, char *p4a_sg_partials_base, long p4a_sg_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    double *g = (double *)(p4a_g_base + p4a_g_offset);
    double *p4a_sg_partials = (double *)(p4a_sg_partials_base + p4a_sg_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double sg = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_sg_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            {
                g[i * 140L + j] = exp((double)(-0.01 * i)) * sqrt((double)(1.0 + j)) + fabs((double)sin((double)(0.05 * (i - j))));
                sg += g[i * 140L + j];
            }
        }
    }
    p4a_sg_block[p4a_l0] = sg;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sg_block[p4a_l0] = p4a_sg_block[p4a_l0] + p4a_sg_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_sg_partials[p4a_g0 / 256L] = p4a_sg_block[0];
    }
}
