/* Kernel of the loop at lu_rows_in_place.c:18: for (int j = i; j < n; j++) */
extern "C" __global__ void p4a_kernel_kernel_lu_18(int i, char *p4a_A_base, long p4a_A_offset, long p4a_A_first, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    double *A = (double *)(p4a_A_base + p4a_A_offset) - p4a_A_first * 300L;
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int j = p4a_lo_j + p4a_g0;
        {
            for (int k = 0; k < i; k++) {
                A[i * 300L + j] -= A[i * 300L + k] * A[k * 300L + j];
            }
        }
    }
}

/* Kernel of the loop at lu_rows_in_place.c:27: for (int i = 0; i < 300; i++) */
extern "C" __global__ void p4a_kernel_main_27(char *p4a_A_base, long p4a_A_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)
{
    double *A = (double *)(p4a_A_base + p4a_A_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    if (p4a_g0 < p4a_count0) {
        int i = p4a_lo_i + p4a_g0;
        {
            for (int j_1 = 0; j_1 <= i; j_1++) {
                A[i * 300L + j_1] = (double)(-j_1 % 300) / 300 + 1;
            }
            for (int j = i + 1; j < 300; j++) {
                A[i * 300L + j] = 0;
            }
            A[i * 300L + i] = 1;
        }
    }
}

/* Kernel of the loop at lu_rows_in_place.c:34: for (int r = 0; r < 300; r++) */
extern "C" __global__ void p4a_kernel_main_34(char *p4a_A_base, long p4a_A_offset, long p4a_A_first, char *p4a_B_base, long p4a_B_offset, long p4a_lo_r, long p4a_lo_s, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *A = (double *)(p4a_A_base + p4a_A_offset) - p4a_A_first * 300L;
    double *B = (double *)(p4a_B_base + p4a_B_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int r = p4a_lo_r + p4a_g1;
        int s = p4a_lo_s + p4a_g0;
        {
            double t = 0;
            for (int k = 0; k < 300; k++) {
                t += A[r * 300L + k] * A[s * 300L + k];
            }
            B[r * 300L + s] = t;
        }
    }
}

/* Kernel of the loop at lu_rows_in_place.c:40: for (int r = 0; r < 300; r++) */
extern "C" __global__ void p4a_kernel_main_40(char *p4a_B_base, long p4a_B_offset, char *p4a_A_base, long p4a_A_offset, long p4a_lo_r, long p4a_lo_s, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)
{
    double *B = (double *)(p4a_B_base + p4a_B_offset);
    double *A = (double *)(p4a_A_base + p4a_A_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    long p4a_g1 = p4a_offset1 + (blockIdx.y * (long)blockDim.y + threadIdx.y);
    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {
        int r = p4a_lo_r + p4a_g1;
        int s = p4a_lo_s + p4a_g0;
        A[r * 300L + s] = B[r * 300L + s];
    }
}

/* Kernel of the loop at lu_rows_in_place.c:44: for (int i = 0; i < 300; i++) */
extern "C" __global__ __launch_bounds__(256) void p4a_kernel_main_44(char *p4a_A_base, long p4a_A_offset, char *p4a_c_partials_base, long p4a_c_partials_offset, long p4a_trips, long p4a_n_i, long p4a_n_j, long p4a_lo_i, long p4a_lo_j, long p4a_offset0, long p4a_count0)
{
    double *A = (double *)(p4a_A_base + p4a_A_offset);
    double *p4a_c_partials = (double *)(p4a_c_partials_base + p4a_c_partials_offset);
    long p4a_g0 = p4a_offset0 + (blockIdx.x * (long)blockDim.x + threadIdx.x);
    double c = 0;
    long p4a_l0 = (long)threadIdx.x;
    __shared__ double p4a_c_block[256L];
    if (p4a_g0 < p4a_count0) {
        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {
            int i = p4a_lo_i + p4a_t / p4a_n_j;
            int j = p4a_lo_j + p4a_t % p4a_n_j;
            c += A[i * 300L + j] * ((i * 3 + j) % 7);
        }
    }
    p4a_c_block[p4a_l0] = c;
    __syncthreads();
    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {
        if (p4a_l0 < p4a_s) {
            p4a_c_block[p4a_l0] = p4a_c_block[p4a_l0] + p4a_c_block[p4a_l0 + p4a_s];
        }
        __syncthreads();
    }
    if (p4a_l0 == 0) {
        p4a_c_partials[p4a_g0 / 256L] = p4a_c_block[0];
    }
}
