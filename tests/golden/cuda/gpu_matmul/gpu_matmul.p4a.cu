/* Kernel of the loop at gpu_matmul.c:16: for (int i = 0; i < 96; i++) */
extern "C" __global__ void p4a_kernel_main_16(char *p4a_A_base, long p4a_A_offset, char *p4a_IA_base, long p4a_IA_offset, long p4a_lo_i, long p4a_lo_k, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *A = (double *)(p4a_A_base + p4a_A_offset);
    int *IA = (int *)(p4a_IA_base + p4a_IA_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int k = p4a_lo_k + p4a_g0;
        {
            A[i * 80L + k] = (i * 5 + k * 3) % 17 * 0.125 - 1.0;
            IA[i * 80L + k] = (i + 2 * k) % 9 - 4;
        }
    }
}

/* Kernel of the loop at gpu_matmul.c:21: for (int k = 0; k < 80; k++) */
extern "C" __global__ void p4a_kernel_main_21(char *p4a_B_base, long p4a_B_offset, char *p4a_IB_base, long p4a_IB_offset, long p4a_lo_k, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *B = (double *)(p4a_B_base + p4a_B_offset);
    int *IB = (int *)(p4a_IB_base + p4a_IB_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int k = p4a_lo_k + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        {
            B[k * 112L + j] = (k * 7 + j) % 13 * 0.25 - 1.5;
            IB[k * 112L + j] = (3 * k - j) % 7;
        }
    }
}

/* Kernel of the loop at gpu_matmul.c:26: for (int i = 0; i < 96; i++) */
extern "C" __global__ void p4a_kernel_main_26(char *p4a_A_base, long p4a_A_offset, char *p4a_B_base, long p4a_B_offset, char *p4a_Cm_base, long p4a_Cm_offset, char *p4a_C2_base, long p4a_C2_offset, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *A = (double *)(p4a_A_base + p4a_A_offset);
    double *B = (double *)(p4a_B_base + p4a_B_offset);
    double *Cm = (double *)(p4a_Cm_base + p4a_Cm_offset);
    double *C2 = (double *)(p4a_C2_base + p4a_C2_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int i = p4a_lo_i + p4a_g1;
        int j = p4a_lo_j + p4a_g0;
        {
            {
                double s = 0;
                for (int k = 0; k < 80; k++) {
                    s += A[i * 80L + k] * B[k * 112L + j];
                }
                Cm[i * 112L + j] = s;
            }
            C2[i * 112L + j] = Cm[i * 112L + j];
        }
    }
}

/* Kernel of the loop at gpu_matmul.c:36: for (int i = 0; i < 96; i++) */
extern "C" __global__ void p4a_kernel_main_36(char *p4a_A_base, long p4a_A_offset, char *p4a_B_base, long p4a_B_offset, char *p4a_C2_base, long p4a_C2_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *A = (double *)(p4a_A_base + p4a_A_offset);
    double *B = (double *)(p4a_B_base + p4a_B_offset);
    double *C2 = (double *)(p4a_C2_base + p4a_C2_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        for (int k = 0; k < 80; k++) {
            for (int j = 0; j < 112; j++) {
                C2[i * 112L + j] += A[i * 80L + k] * B[k * 112L + j];
            }
        }
    }
}

/* Kernel of the loop at gpu_matmul.c:40: for (int i = 0; i < 96; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_40(char *p4a_IA_base, long p4a_IA_offset, char *p4a_IB_base, long p4a_IB_offset, char *p4a_IC_base, long p4a_IC_offset, char *p4a_Cm_base, long p4a_Cm_offset, char *p4a_C2_base, long p4a_C2_offset, char *p4a_sc_partials_base, long p4a_sc_partials_offset, char *p4a_s2_partials_base, long p4a_s2_partials_offset, char *p4a_si_partials_base, long p4a_si_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    int *IA = (int *)(p4a_IA_base + p4a_IA_offset);
    int *IB = (int *)(p4a_IB_base + p4a_IB_offset);
    int *IC = (int *)(p4a_IC_base + p4a_IC_offset);
    double *Cm = (double *)(p4a_Cm_base + p4a_Cm_offset);
    double *C2 = (double *)(p4a_C2_base + p4a_C2_offset);
    double *p4a_sc_partials = (double *)(p4a_sc_partials_base + p4a_sc_partials_offset);
    double *p4a_s2_partials = (double *)(p4a_s2_partials_base + p4a_s2_partials_offset);
    long *p4a_si_partials = (long *)(p4a_si_partials_base + p4a_si_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double sc = 0;
    double s2 = 0;
    long si = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_sc_block[256L];
    __shared__ double p4a_s2_block[256L];
    __shared__ long p4a_si_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            {
                {
                    int s = 0;
                    for (int k = 0; k < 80; k++) {
                        s += IA[i * 80L + k] * IB[k * 112L + j];
                    }
                    IC[i * 112L + j] = s;
                }
                sc += Cm[i * 112L + j] * ((i + j) % 5 + 1);
                s2 += C2[i * 112L + j];
                si += (long)IC[i * 112L + j] * (i * 112 + j + 1);
            }
        }
    }
    p4a_sc_block[p4a_l0] = sc;
    p4a_s2_block[p4a_l0] = s2;
    p4a_si_block[p4a_l0] = si;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_sc_block[p4a_l0] = p4a_sc_block[p4a_l0] + p4a_sc_block[p4a_l0 + p4a_s];
            p4a_s2_block[p4a_l0] = p4a_s2_block[p4a_l0] + p4a_s2_block[p4a_l0 + p4a_s];
            p4a_si_block[p4a_l0] = p4a_si_block[p4a_l0] + p4a_si_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_sc_partials[p4a_g0 / 256L] = p4a_sc_block[0];
        p4a_s2_partials[p4a_g0 / 256L] = p4a_s2_block[0];
        p4a_si_partials[p4a_g0 / 256L] = p4a_si_block[0];
    }
}
