#include <stdio.h>
#include <stdlib.h>
#include "p4a_runtime.h"
static const char p4a_kernels_written_first_image_steps[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#pragma OPENCL FP_CONTRACT OFF\n"
    "\n"
    "/* Kernel of the loop at written_first_image_steps.c:16: for (int y = 0; y < h; y++) */\n"
    "__kernel void p4a_kernel_blur_rows_16(int w, __global char *p4a_in_base, long p4a_in_offset, long p4a_in_first, __global char *p4a_tmp_base, long p4a_tmp_offset, long p4a_tmp_first, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global float *in = (__global float *)(p4a_in_base + p4a_in_offset) - p4a_in_first;\n"
    "    __global float *tmp = (__global float *)(p4a_tmp_base + p4a_tmp_offset) - p4a_tmp_first;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int y = p4a_lo_y + p4a_g1;\n"
    "        int x = p4a_lo_x + p4a_g0;\n"
    "        {\n"
    "            int l = x > 0 \? x - 1 : 0;\n"
    "            int r = x < w - 1 \? x + 1 : w - 1;\n"
    "            tmp[y * w + x] = (in[y * w + l] + in[y * w + x] + in[y * w + r]) / 3.0f;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at written_first_image_steps.c:26: for (int y = 0; y < h; y++) */\n"
    "__kernel void p4a_kernel_blur_cols_26(int h, int w, __global char *p4a_tmp_base, long p4a_tmp_offset, long p4a_tmp_first, __global char *p4a_out_base, long p4a_out_offset, long p4a_out_first, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global float *tmp = (__global float *)(p4a_tmp_base + p4a_tmp_offset) - p4a_tmp_first;\n"
    "    __global float *out = (__global float *)(p4a_out_base + p4a_out_offset) - p4a_out_first;\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int y = p4a_lo_y + p4a_g1;\n"
    "        int x = p4a_lo_x + p4a_g0;\n"
    "        {\n"
    "            int u = y > 0 \? y - 1 : 0;\n"
    "            int d = y < h - 1 \? y + 1 : h - 1;\n"
    "            out[y * w + x] = (tmp[u * w + x] + tmp[y * w + x] + tmp[d * w + x]) / 3.0f;\n"
    "        }\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at written_first_image_steps.c:36: for (int i = 0; i < n; i++) */\n"
    "__kernel void p4a_kernel_relax_36(float k, __global char *p4a_out_base, long p4a_out_offset, __global char *p4a_img_base, long p4a_img_offset, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global float *out = (__global float *)(p4a_out_base + p4a_out_offset);\n"
    "    __global float *img = (__global float *)(p4a_img_base + p4a_img_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        int i = p4a_lo_i + p4a_g0;\n"
    "        img[i] += k * (out[i] - img[i]);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at written_first_image_steps.c:47: for (int y = 0; y < 384; y++) */\n"
    "__kernel void p4a_kernel_main_47(__global char *p4a_img_base, long p4a_img_offset, long p4a_lo_y, long p4a_lo_x, long p4a_offset0, long p4a_count0, long p4a_offset1, long p4a_count1)\n"
    "{\n"
    "    __global float *img = (__global float *)(p4a_img_base + p4a_img_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    long p4a_g1 = p4a_offset1 + (long)get_global_id(1);\n"
    "    if (p4a_g0 < p4a_count0 && p4a_g1 < p4a_count1) {\n"
    "        int y = p4a_lo_y + p4a_g1;\n"
    "        int x = p4a_lo_x + p4a_g0;\n"
    "        img[y * 512 + x] = (float)((x * 7 + y * 13) % 64) + (x == y \? 100.0f : 0.0f);\n"
    "    }\n"
    "}\n"
    "\n"
    "/* Kernel of the loop at written_first_image_steps.c:56: for (int i = 0; i < 512 * 384; i++) */\n"
    "__kernel __attribute__((reqd_work_group_size(256, 1, 1))) void p4a_kernel_main_56(__global char *p4a_img_base, long p4a_img_offset, __global char *p4a_sum_partials_base, long p4a_sum_partials_offset, __global char *p4a_peak_partials_base, long p4a_peak_partials_offset, double p4a_peak_initial, long p4a_trips, long p4a_lo_i, long p4a_offset0, long p4a_count0)\n"
    "{\n"
    "    __global float *img = (__global float *)(p4a_img_base + p4a_img_offset);\n"
    "    __global double *p4a_sum_partials = (__global double *)(p4a_sum_partials_base + p4a_sum_partials_offset);\n"
    "    __global double *p4a_peak_partials = (__global double *)(p4a_peak_partials_base + p4a_peak_partials_offset);\n"
    "    long p4a_g0 = p4a_offset0 + (long)get_global_id(0);\n"
    "    double sum = 0;\n"
    "    double peak = p4a_peak_initial;\n"
    "    long p4a_l0 = (long)get_local_id(0);\n"
    "    __local double p4a_sum_block[256L];\n"
    "    __local double p4a_peak_block[256L];\n"
    "    if (p4a_g0 < p4a_count0) {\n"
    "        for (long p4a_t = p4a_g0; p4a_t < p4a_trips; p4a_t += p4a_count0) {\n"
    "            int i = p4a_lo_i + p4a_t;\n"
    "            {\n"
    "                sum += img[i] * (1 + i % 5);\n"
    "                if (img[i] > peak) {\n"
    "                    peak = img[i];\n"
    "                }\n"
    "            }\n"
    "        }\n"
    "    }\n"
    "    p4a_sum_block[p4a_l0] = sum;\n"
    "    p4a_peak_block[p4a_l0] = peak;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (long p4a_s = 128L; p4a_s > 0; p4a_s /= 2) {\n"
    "        if (p4a_l0 < p4a_s) {\n"
    "            p4a_sum_block[p4a_l0] = p4a_sum_block[p4a_l0] + p4a_sum_block[p4a_l0 + p4a_s];\n"
    "            p4a_peak_block[p4a_l0] = p4a_peak_block[p4a_l0 + p4a_s] > p4a_peak_block[p4a_l0] \? p4a_peak_block[p4a_l0 + p4a_s] : p4a_peak_block[p4a_l0];\n"
    "        }\n"
    "        barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    }\n"
    "    if (p4a_l0 == 0) {\n"
    "        p4a_sum_partials[p4a_g0 / 256L] = p4a_sum_block[0];\n"
    "        p4a_peak_partials[p4a_g0 / 256L] = p4a_peak_block[0];\n"
    "    }\n"
    "}\n";

static void blur_rows(int w, int h, const float *in, float *tmp)
{
    {
        long p4a_lo_y = (long)0;
        long p4a_n_y = h >= 1 ? (long)(h - 1) - p4a_lo_y + 1 : 0;
        long p4a_lo_x = (long)0;
        long p4a_n_x = w >= 1 ? (long)(w - 1) - p4a_lo_x + 1 : 0;
        if (p4a_n_y > 0 && p4a_n_x > 0) {
            long p4a_bound = (long)0;
            long p4a_bound_1 = (long)0;
            long p4a_bound_2 = (long)h;
            long p4a_bound_3 = (long)h;
            long p4a_bound_4 = (long)1;
            long p4a_bound_5 = (long)1;
            long p4a_bound_6 = p4a_bound_2 - p4a_bound_5;
            long p4a_bound_7 = p4a_bound_3 - p4a_bound_4;
            long p4a_bound_8 = (long)w;
            long p4a_bound_9 = (long)w;
            long p4a_bound_10 = p4a_bound * p4a_bound_8;
            long p4a_bound_11 = p4a_bound * p4a_bound_9;
            long p4a_bound_12 = p4a_bound_7 * p4a_bound_8;
            long p4a_bound_13 = p4a_bound_7 * p4a_bound_9;
            long p4a_bound_14 = p4a_bound_10 < p4a_bound_11 ? p4a_bound_10 : p4a_bound_11;
            long p4a_bound_15 = p4a_bound_14 < p4a_bound_12 ? p4a_bound_14 : p4a_bound_12;
            long p4a_bound_16 = p4a_bound_15 < p4a_bound_13 ? p4a_bound_15 : p4a_bound_13;
            long p4a_bound_17 = p4a_bound_10 > p4a_bound_11 ? p4a_bound_10 : p4a_bound_11;
            long p4a_bound_18 = p4a_bound_17 > p4a_bound_12 ? p4a_bound_17 : p4a_bound_12;
            long p4a_bound_19 = p4a_bound_18 > p4a_bound_13 ? p4a_bound_18 : p4a_bound_13;
            long p4a_bound_20 = (long)0;
            long p4a_bound_21 = (long)0;
            long p4a_bound_22 = (long)w;
            long p4a_bound_23 = (long)w;
            long p4a_bound_24 = (long)1;
            long p4a_bound_25 = (long)1;
            long p4a_bound_26 = p4a_bound_22 - p4a_bound_25;
            long p4a_bound_27 = p4a_bound_23 - p4a_bound_24;
            long p4a_bound_28 = (long)1;
            long p4a_bound_29 = (long)1;
            long p4a_bound_30 = p4a_bound_20 - p4a_bound_29;
            long p4a_bound_31 = p4a_bound_27 - p4a_bound_28;
            long p4a_bound_32 = (long)0;
            long p4a_bound_33 = (long)0;
            long p4a_bound_34 = p4a_bound_20 > p4a_bound_32 + 1 ? p4a_bound_20 : p4a_bound_32 + 1;
            long p4a_bound_35 = (long)1;
            long p4a_bound_36 = (long)1;
            long p4a_bound_37 = p4a_bound_34 - p4a_bound_36;
            long p4a_bound_38 = p4a_bound_27 - p4a_bound_35;
            long p4a_bound_39 = p4a_bound_34 > p4a_bound_27;
            long p4a_bound_40 = p4a_bound_39 ? p4a_bound_30 : p4a_bound_37;
            long p4a_bound_41 = p4a_bound_39 ? p4a_bound_31 : p4a_bound_38;
            long p4a_bound_42 = (long)0;
            long p4a_bound_43 = (long)0;
            long p4a_bound_44 = (long)0;
            long p4a_bound_45 = (long)0;
            long p4a_bound_46 = p4a_bound_27 < p4a_bound_45 + 0 ? p4a_bound_27 : p4a_bound_45 + 0;
            long p4a_bound_47 = (long)0;
            long p4a_bound_48 = (long)0;
            long p4a_bound_49 = p4a_bound_20 > p4a_bound_46;
            long p4a_bound_50 = p4a_bound_49 ? p4a_bound_42 : p4a_bound_47;
            long p4a_bound_51 = p4a_bound_49 ? p4a_bound_43 : p4a_bound_48;
            long p4a_bound_52 = p4a_bound_40 < p4a_bound_50 ? p4a_bound_40 : p4a_bound_50;
            long p4a_bound_53 = p4a_bound_41 > p4a_bound_51 ? p4a_bound_41 : p4a_bound_51;
            long p4a_bound_54 = p4a_bound_16 + p4a_bound_52;
            long p4a_bound_55 = p4a_bound_19 + p4a_bound_53;
            long p4a_bound_56 = (long)w;
            long p4a_bound_57 = (long)w;
            long p4a_bound_58 = p4a_bound * p4a_bound_56;
            long p4a_bound_59 = p4a_bound * p4a_bound_57;
            long p4a_bound_60 = p4a_bound_7 * p4a_bound_56;
            long p4a_bound_61 = p4a_bound_7 * p4a_bound_57;
            long p4a_bound_62 = p4a_bound_58 < p4a_bound_59 ? p4a_bound_58 : p4a_bound_59;
            long p4a_bound_63 = p4a_bound_62 < p4a_bound_60 ? p4a_bound_62 : p4a_bound_60;
            long p4a_bound_64 = p4a_bound_63 < p4a_bound_61 ? p4a_bound_63 : p4a_bound_61;
            long p4a_bound_65 = p4a_bound_58 > p4a_bound_59 ? p4a_bound_58 : p4a_bound_59;
            long p4a_bound_66 = p4a_bound_65 > p4a_bound_60 ? p4a_bound_65 : p4a_bound_60;
            long p4a_bound_67 = p4a_bound_66 > p4a_bound_61 ? p4a_bound_66 : p4a_bound_61;
            long p4a_bound_68 = p4a_bound_64 + p4a_bound_20;
            long p4a_bound_69 = p4a_bound_67 + p4a_bound_27;
            long p4a_bound_70 = p4a_bound_54 < p4a_bound_68 ? p4a_bound_54 : p4a_bound_68;
            long p4a_bound_71 = p4a_bound_55 > p4a_bound_69 ? p4a_bound_55 : p4a_bound_69;
            long p4a_bound_72 = (long)w;
            long p4a_bound_73 = (long)w;
            long p4a_bound_74 = p4a_bound * p4a_bound_72;
            long p4a_bound_75 = p4a_bound * p4a_bound_73;
            long p4a_bound_76 = p4a_bound_7 * p4a_bound_72;
            long p4a_bound_77 = p4a_bound_7 * p4a_bound_73;
            long p4a_bound_78 = p4a_bound_74 < p4a_bound_75 ? p4a_bound_74 : p4a_bound_75;
            long p4a_bound_79 = p4a_bound_78 < p4a_bound_76 ? p4a_bound_78 : p4a_bound_76;
            long p4a_bound_80 = p4a_bound_79 < p4a_bound_77 ? p4a_bound_79 : p4a_bound_77;
            long p4a_bound_81 = p4a_bound_74 > p4a_bound_75 ? p4a_bound_74 : p4a_bound_75;
            long p4a_bound_82 = p4a_bound_81 > p4a_bound_76 ? p4a_bound_81 : p4a_bound_76;
            long p4a_bound_83 = p4a_bound_82 > p4a_bound_77 ? p4a_bound_82 : p4a_bound_77;
            long p4a_bound_84 = (long)1;
            long p4a_bound_85 = (long)1;
            long p4a_bound_86 = p4a_bound_20 + p4a_bound_84;
            long p4a_bound_87 = p4a_bound_27 + p4a_bound_85;
            long p4a_bound_88 = (long)w;
            long p4a_bound_89 = (long)w;
            long p4a_bound_90 = (long)1;
            long p4a_bound_91 = (long)1;
            long p4a_bound_92 = p4a_bound_88 - p4a_bound_91;
            long p4a_bound_93 = p4a_bound_89 - p4a_bound_90;
            long p4a_bound_94 = p4a_bound_27 < p4a_bound_93 + -1 ? p4a_bound_27 : p4a_bound_93 + -1;
            long p4a_bound_95 = (long)1;
            long p4a_bound_96 = (long)1;
            long p4a_bound_97 = p4a_bound_20 + p4a_bound_95;
            long p4a_bound_98 = p4a_bound_94 + p4a_bound_96;
            long p4a_bound_99 = p4a_bound_20 > p4a_bound_94;
            long p4a_bound_100 = p4a_bound_99 ? p4a_bound_86 : p4a_bound_97;
            long p4a_bound_101 = p4a_bound_99 ? p4a_bound_87 : p4a_bound_98;
            long p4a_bound_102 = (long)w;
            long p4a_bound_103 = (long)w;
            long p4a_bound_104 = (long)1;
            long p4a_bound_105 = (long)1;
            long p4a_bound_106 = p4a_bound_102 - p4a_bound_105;
            long p4a_bound_107 = p4a_bound_103 - p4a_bound_104;
            long p4a_bound_108 = (long)w;
            long p4a_bound_109 = (long)w;
            long p4a_bound_110 = (long)1;
            long p4a_bound_111 = (long)1;
            long p4a_bound_112 = p4a_bound_108 - p4a_bound_111;
            long p4a_bound_113 = p4a_bound_109 - p4a_bound_110;
            long p4a_bound_114 = p4a_bound_20 > p4a_bound_112 + 0 ? p4a_bound_20 : p4a_bound_112 + 0;
            long p4a_bound_115 = (long)w;
            long p4a_bound_116 = (long)w;
            long p4a_bound_117 = (long)1;
            long p4a_bound_118 = (long)1;
            long p4a_bound_119 = p4a_bound_115 - p4a_bound_118;
            long p4a_bound_120 = p4a_bound_116 - p4a_bound_117;
            long p4a_bound_121 = p4a_bound_114 > p4a_bound_27;
            long p4a_bound_122 = p4a_bound_121 ? p4a_bound_106 : p4a_bound_119;
            long p4a_bound_123 = p4a_bound_121 ? p4a_bound_107 : p4a_bound_120;
            long p4a_bound_124 = p4a_bound_100 < p4a_bound_122 ? p4a_bound_100 : p4a_bound_122;
            long p4a_bound_125 = p4a_bound_101 > p4a_bound_123 ? p4a_bound_101 : p4a_bound_123;
            long p4a_bound_126 = p4a_bound_80 + p4a_bound_124;
            long p4a_bound_127 = p4a_bound_83 + p4a_bound_125;
            long p4a_bound_128 = p4a_bound_70 < p4a_bound_126 ? p4a_bound_70 : p4a_bound_126;
            long p4a_bound_129 = p4a_bound_71 > p4a_bound_127 ? p4a_bound_71 : p4a_bound_127;
            long p4a_bound_130 = p4a_object_first(in, sizeof in[0], 0, p4a_bound_128);
            long p4a_bound_131 = p4a_object_last(in, sizeof in[0], 0, p4a_bound_129);
            unsigned long p4a_in_bytes = (unsigned long)(p4a_bound_131 >= p4a_bound_130 ? p4a_bound_131 - p4a_bound_130 + 1 : 1) * sizeof in[0];
            long p4a_bound_132 = (long)0;
            long p4a_bound_133 = (long)0;
            long p4a_bound_134 = (long)h;
            long p4a_bound_135 = (long)h;
            long p4a_bound_136 = (long)1;
            long p4a_bound_137 = (long)1;
            long p4a_bound_138 = p4a_bound_134 - p4a_bound_137;
            long p4a_bound_139 = p4a_bound_135 - p4a_bound_136;
            long p4a_bound_140 = (long)w;
            long p4a_bound_141 = (long)w;
            long p4a_bound_142 = p4a_bound_132 * p4a_bound_140;
            long p4a_bound_143 = p4a_bound_132 * p4a_bound_141;
            long p4a_bound_144 = p4a_bound_139 * p4a_bound_140;
            long p4a_bound_145 = p4a_bound_139 * p4a_bound_141;
            long p4a_bound_146 = p4a_bound_142 < p4a_bound_143 ? p4a_bound_142 : p4a_bound_143;
            long p4a_bound_147 = p4a_bound_146 < p4a_bound_144 ? p4a_bound_146 : p4a_bound_144;
            long p4a_bound_148 = p4a_bound_147 < p4a_bound_145 ? p4a_bound_147 : p4a_bound_145;
            long p4a_bound_149 = p4a_bound_142 > p4a_bound_143 ? p4a_bound_142 : p4a_bound_143;
            long p4a_bound_150 = p4a_bound_149 > p4a_bound_144 ? p4a_bound_149 : p4a_bound_144;
            long p4a_bound_151 = p4a_bound_150 > p4a_bound_145 ? p4a_bound_150 : p4a_bound_145;
            long p4a_bound_152 = (long)0;
            long p4a_bound_153 = (long)0;
            long p4a_bound_154 = (long)w;
            long p4a_bound_155 = (long)w;
            long p4a_bound_156 = (long)1;
            long p4a_bound_157 = (long)1;
            long p4a_bound_158 = p4a_bound_154 - p4a_bound_157;
            long p4a_bound_159 = p4a_bound_155 - p4a_bound_156;
            long p4a_bound_160 = p4a_bound_148 + p4a_bound_152;
            long p4a_bound_161 = p4a_bound_151 + p4a_bound_159;
            long p4a_bound_162 = p4a_object_first(tmp, sizeof tmp[0], 0, p4a_bound_160);
            long p4a_bound_163 = p4a_object_last(tmp, sizeof tmp[0], 0, p4a_bound_161);
            unsigned long p4a_tmp_bytes = (unsigned long)(p4a_bound_163 >= p4a_bound_162 ? p4a_bound_163 - p4a_bound_162 + 1 : 1) * sizeof tmp[0];
            p4a_launch_begin(p4a_kernels_written_first_image_steps, "p4a_kernel_blur_rows_16");
            p4a_launch_arg(P4A_ARG_SCALAR, &w, sizeof w);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, in + p4a_bound_130, p4a_in_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_bound_130, sizeof p4a_bound_130);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, tmp + p4a_bound_162, p4a_tmp_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_bound_162, sizeof p4a_bound_162);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y, sizeof p4a_lo_y);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x, sizeof p4a_lo_x);
            p4a_launch_end(2, p4a_n_x, p4a_n_y, 0);
        }
    }
}

static void blur_cols(int w, int h, const float *tmp, float *out)
{
    {
        long p4a_lo_y_1 = (long)0;
        long p4a_n_y_1 = h >= 1 ? (long)(h - 1) - p4a_lo_y_1 + 1 : 0;
        long p4a_lo_x_1 = (long)0;
        long p4a_n_x_1 = w >= 1 ? (long)(w - 1) - p4a_lo_x_1 + 1 : 0;
        if (p4a_n_y_1 > 0 && p4a_n_x_1 > 0) {
            long p4a_bound_164 = (long)0;
            long p4a_bound_165 = (long)0;
            long p4a_bound_166 = (long)h;
            long p4a_bound_167 = (long)h;
            long p4a_bound_168 = (long)1;
            long p4a_bound_169 = (long)1;
            long p4a_bound_170 = p4a_bound_166 - p4a_bound_169;
            long p4a_bound_171 = p4a_bound_167 - p4a_bound_168;
            long p4a_bound_172 = (long)1;
            long p4a_bound_173 = (long)1;
            long p4a_bound_174 = p4a_bound_164 - p4a_bound_173;
            long p4a_bound_175 = p4a_bound_171 - p4a_bound_172;
            long p4a_bound_176 = (long)0;
            long p4a_bound_177 = (long)0;
            long p4a_bound_178 = p4a_bound_164 > p4a_bound_176 + 1 ? p4a_bound_164 : p4a_bound_176 + 1;
            long p4a_bound_179 = (long)1;
            long p4a_bound_180 = (long)1;
            long p4a_bound_181 = p4a_bound_178 - p4a_bound_180;
            long p4a_bound_182 = p4a_bound_171 - p4a_bound_179;
            long p4a_bound_183 = p4a_bound_178 > p4a_bound_171;
            long p4a_bound_184 = p4a_bound_183 ? p4a_bound_174 : p4a_bound_181;
            long p4a_bound_185 = p4a_bound_183 ? p4a_bound_175 : p4a_bound_182;
            long p4a_bound_186 = (long)0;
            long p4a_bound_187 = (long)0;
            long p4a_bound_188 = (long)0;
            long p4a_bound_189 = (long)0;
            long p4a_bound_190 = p4a_bound_171 < p4a_bound_189 + 0 ? p4a_bound_171 : p4a_bound_189 + 0;
            long p4a_bound_191 = (long)0;
            long p4a_bound_192 = (long)0;
            long p4a_bound_193 = p4a_bound_164 > p4a_bound_190;
            long p4a_bound_194 = p4a_bound_193 ? p4a_bound_186 : p4a_bound_191;
            long p4a_bound_195 = p4a_bound_193 ? p4a_bound_187 : p4a_bound_192;
            long p4a_bound_196 = p4a_bound_184 < p4a_bound_194 ? p4a_bound_184 : p4a_bound_194;
            long p4a_bound_197 = p4a_bound_185 > p4a_bound_195 ? p4a_bound_185 : p4a_bound_195;
            long p4a_bound_198 = (long)w;
            long p4a_bound_199 = (long)w;
            long p4a_bound_200 = p4a_bound_196 * p4a_bound_198;
            long p4a_bound_201 = p4a_bound_196 * p4a_bound_199;
            long p4a_bound_202 = p4a_bound_197 * p4a_bound_198;
            long p4a_bound_203 = p4a_bound_197 * p4a_bound_199;
            long p4a_bound_204 = p4a_bound_200 < p4a_bound_201 ? p4a_bound_200 : p4a_bound_201;
            long p4a_bound_205 = p4a_bound_204 < p4a_bound_202 ? p4a_bound_204 : p4a_bound_202;
            long p4a_bound_206 = p4a_bound_205 < p4a_bound_203 ? p4a_bound_205 : p4a_bound_203;
            long p4a_bound_207 = p4a_bound_200 > p4a_bound_201 ? p4a_bound_200 : p4a_bound_201;
            long p4a_bound_208 = p4a_bound_207 > p4a_bound_202 ? p4a_bound_207 : p4a_bound_202;
            long p4a_bound_209 = p4a_bound_208 > p4a_bound_203 ? p4a_bound_208 : p4a_bound_203;
            long p4a_bound_210 = (long)0;
            long p4a_bound_211 = (long)0;
            long p4a_bound_212 = (long)w;
            long p4a_bound_213 = (long)w;
            long p4a_bound_214 = (long)1;
            long p4a_bound_215 = (long)1;
            long p4a_bound_216 = p4a_bound_212 - p4a_bound_215;
            long p4a_bound_217 = p4a_bound_213 - p4a_bound_214;
            long p4a_bound_218 = p4a_bound_206 + p4a_bound_210;
            long p4a_bound_219 = p4a_bound_209 + p4a_bound_217;
            long p4a_bound_220 = (long)w;
            long p4a_bound_221 = (long)w;
            long p4a_bound_222 = p4a_bound_164 * p4a_bound_220;
            long p4a_bound_223 = p4a_bound_164 * p4a_bound_221;
            long p4a_bound_224 = p4a_bound_171 * p4a_bound_220;
            long p4a_bound_225 = p4a_bound_171 * p4a_bound_221;
            long p4a_bound_226 = p4a_bound_222 < p4a_bound_223 ? p4a_bound_222 : p4a_bound_223;
            long p4a_bound_227 = p4a_bound_226 < p4a_bound_224 ? p4a_bound_226 : p4a_bound_224;
            long p4a_bound_228 = p4a_bound_227 < p4a_bound_225 ? p4a_bound_227 : p4a_bound_225;
            long p4a_bound_229 = p4a_bound_222 > p4a_bound_223 ? p4a_bound_222 : p4a_bound_223;
            long p4a_bound_230 = p4a_bound_229 > p4a_bound_224 ? p4a_bound_229 : p4a_bound_224;
            long p4a_bound_231 = p4a_bound_230 > p4a_bound_225 ? p4a_bound_230 : p4a_bound_225;
            long p4a_bound_232 = p4a_bound_228 + p4a_bound_210;
            long p4a_bound_233 = p4a_bound_231 + p4a_bound_217;
            long p4a_bound_234 = p4a_bound_218 < p4a_bound_232 ? p4a_bound_218 : p4a_bound_232;
            long p4a_bound_235 = p4a_bound_219 > p4a_bound_233 ? p4a_bound_219 : p4a_bound_233;
            long p4a_bound_236 = (long)1;
            long p4a_bound_237 = (long)1;
            long p4a_bound_238 = p4a_bound_164 + p4a_bound_236;
            long p4a_bound_239 = p4a_bound_171 + p4a_bound_237;
            long p4a_bound_240 = (long)h;
            long p4a_bound_241 = (long)h;
            long p4a_bound_242 = (long)1;
            long p4a_bound_243 = (long)1;
            long p4a_bound_244 = p4a_bound_240 - p4a_bound_243;
            long p4a_bound_245 = p4a_bound_241 - p4a_bound_242;
            long p4a_bound_246 = p4a_bound_171 < p4a_bound_245 + -1 ? p4a_bound_171 : p4a_bound_245 + -1;
            long p4a_bound_247 = (long)1;
            long p4a_bound_248 = (long)1;
            long p4a_bound_249 = p4a_bound_164 + p4a_bound_247;
            long p4a_bound_250 = p4a_bound_246 + p4a_bound_248;
            long p4a_bound_251 = p4a_bound_164 > p4a_bound_246;
            long p4a_bound_252 = p4a_bound_251 ? p4a_bound_238 : p4a_bound_249;
            long p4a_bound_253 = p4a_bound_251 ? p4a_bound_239 : p4a_bound_250;
            long p4a_bound_254 = (long)h;
            long p4a_bound_255 = (long)h;
            long p4a_bound_256 = (long)1;
            long p4a_bound_257 = (long)1;
            long p4a_bound_258 = p4a_bound_254 - p4a_bound_257;
            long p4a_bound_259 = p4a_bound_255 - p4a_bound_256;
            long p4a_bound_260 = (long)h;
            long p4a_bound_261 = (long)h;
            long p4a_bound_262 = (long)1;
            long p4a_bound_263 = (long)1;
            long p4a_bound_264 = p4a_bound_260 - p4a_bound_263;
            long p4a_bound_265 = p4a_bound_261 - p4a_bound_262;
            long p4a_bound_266 = p4a_bound_164 > p4a_bound_264 + 0 ? p4a_bound_164 : p4a_bound_264 + 0;
            long p4a_bound_267 = (long)h;
            long p4a_bound_268 = (long)h;
            long p4a_bound_269 = (long)1;
            long p4a_bound_270 = (long)1;
            long p4a_bound_271 = p4a_bound_267 - p4a_bound_270;
            long p4a_bound_272 = p4a_bound_268 - p4a_bound_269;
            long p4a_bound_273 = p4a_bound_266 > p4a_bound_171;
            long p4a_bound_274 = p4a_bound_273 ? p4a_bound_258 : p4a_bound_271;
            long p4a_bound_275 = p4a_bound_273 ? p4a_bound_259 : p4a_bound_272;
            long p4a_bound_276 = p4a_bound_252 < p4a_bound_274 ? p4a_bound_252 : p4a_bound_274;
            long p4a_bound_277 = p4a_bound_253 > p4a_bound_275 ? p4a_bound_253 : p4a_bound_275;
            long p4a_bound_278 = (long)w;
            long p4a_bound_279 = (long)w;
            long p4a_bound_280 = p4a_bound_276 * p4a_bound_278;
            long p4a_bound_281 = p4a_bound_276 * p4a_bound_279;
            long p4a_bound_282 = p4a_bound_277 * p4a_bound_278;
            long p4a_bound_283 = p4a_bound_277 * p4a_bound_279;
            long p4a_bound_284 = p4a_bound_280 < p4a_bound_281 ? p4a_bound_280 : p4a_bound_281;
            long p4a_bound_285 = p4a_bound_284 < p4a_bound_282 ? p4a_bound_284 : p4a_bound_282;
            long p4a_bound_286 = p4a_bound_285 < p4a_bound_283 ? p4a_bound_285 : p4a_bound_283;
            long p4a_bound_287 = p4a_bound_280 > p4a_bound_281 ? p4a_bound_280 : p4a_bound_281;
            long p4a_bound_288 = p4a_bound_287 > p4a_bound_282 ? p4a_bound_287 : p4a_bound_282;
            long p4a_bound_289 = p4a_bound_288 > p4a_bound_283 ? p4a_bound_288 : p4a_bound_283;
            long p4a_bound_290 = p4a_bound_286 + p4a_bound_210;
            long p4a_bound_291 = p4a_bound_289 + p4a_bound_217;
            long p4a_bound_292 = p4a_bound_234 < p4a_bound_290 ? p4a_bound_234 : p4a_bound_290;
            long p4a_bound_293 = p4a_bound_235 > p4a_bound_291 ? p4a_bound_235 : p4a_bound_291;
            long p4a_bound_294 = p4a_object_first(tmp, sizeof tmp[0], 0, p4a_bound_292);
            long p4a_bound_295 = p4a_object_last(tmp, sizeof tmp[0], 0, p4a_bound_293);
            unsigned long p4a_tmp_bytes_1 = (unsigned long)(p4a_bound_295 >= p4a_bound_294 ? p4a_bound_295 - p4a_bound_294 + 1 : 1) * sizeof tmp[0];
            long p4a_bound_296 = (long)0;
            long p4a_bound_297 = (long)0;
            long p4a_bound_298 = (long)h;
            long p4a_bound_299 = (long)h;
            long p4a_bound_300 = (long)1;
            long p4a_bound_301 = (long)1;
            long p4a_bound_302 = p4a_bound_298 - p4a_bound_301;
            long p4a_bound_303 = p4a_bound_299 - p4a_bound_300;
            long p4a_bound_304 = (long)w;
            long p4a_bound_305 = (long)w;
            long p4a_bound_306 = p4a_bound_296 * p4a_bound_304;
            long p4a_bound_307 = p4a_bound_296 * p4a_bound_305;
            long p4a_bound_308 = p4a_bound_303 * p4a_bound_304;
            long p4a_bound_309 = p4a_bound_303 * p4a_bound_305;
            long p4a_bound_310 = p4a_bound_306 < p4a_bound_307 ? p4a_bound_306 : p4a_bound_307;
            long p4a_bound_311 = p4a_bound_310 < p4a_bound_308 ? p4a_bound_310 : p4a_bound_308;
            long p4a_bound_312 = p4a_bound_311 < p4a_bound_309 ? p4a_bound_311 : p4a_bound_309;
            long p4a_bound_313 = p4a_bound_306 > p4a_bound_307 ? p4a_bound_306 : p4a_bound_307;
            long p4a_bound_314 = p4a_bound_313 > p4a_bound_308 ? p4a_bound_313 : p4a_bound_308;
            long p4a_bound_315 = p4a_bound_314 > p4a_bound_309 ? p4a_bound_314 : p4a_bound_309;
            long p4a_bound_316 = (long)0;
            long p4a_bound_317 = (long)0;
            long p4a_bound_318 = (long)w;
            long p4a_bound_319 = (long)w;
            long p4a_bound_320 = (long)1;
            long p4a_bound_321 = (long)1;
            long p4a_bound_322 = p4a_bound_318 - p4a_bound_321;
            long p4a_bound_323 = p4a_bound_319 - p4a_bound_320;
            long p4a_bound_324 = p4a_bound_312 + p4a_bound_316;
            long p4a_bound_325 = p4a_bound_315 + p4a_bound_323;
            long p4a_bound_326 = p4a_object_first(out, sizeof out[0], 0, p4a_bound_324);
            long p4a_bound_327 = p4a_object_last(out, sizeof out[0], 0, p4a_bound_325);
            unsigned long p4a_out_bytes = (unsigned long)(p4a_bound_327 >= p4a_bound_326 ? p4a_bound_327 - p4a_bound_326 + 1 : 1) * sizeof out[0];
            p4a_launch_begin(p4a_kernels_written_first_image_steps, "p4a_kernel_blur_cols_26");
            p4a_launch_arg(P4A_ARG_SCALAR, &h, sizeof h);
            p4a_launch_arg(P4A_ARG_SCALAR, &w, sizeof w);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, tmp + p4a_bound_294, p4a_tmp_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_bound_294, sizeof p4a_bound_294);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, out + p4a_bound_326, p4a_out_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_bound_326, sizeof p4a_bound_326);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_1, sizeof p4a_lo_y_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_1, sizeof p4a_lo_x_1);
            p4a_launch_end(2, p4a_n_x_1, p4a_n_y_1, 0);
        }
    }
}

static void relax(int n, float *img, const float *out, float k)
{
    {
        long p4a_lo_i = (long)0;
        long p4a_n_i = n >= 1 ? (long)(n - 1) - p4a_lo_i + 1 : 0;
        if (p4a_n_i > 0) {
            unsigned long p4a_out_bytes_1 = (unsigned long)(p4a_object_last(out, sizeof out[0], 0,
                (long)n - 1) >= 0 ? p4a_object_last(out, sizeof out[0], 0, (long)n - 1) - 0 + 1 : 1) * sizeof out[0];
            unsigned long p4a_img_bytes = (unsigned long)(p4a_object_last(img, sizeof img[0], 0,
                (long)n - 1 > (long)n - 1 ? (long)n - 1 : (long)n - 1) >= 0 ? p4a_object_last(img,
                sizeof img[0], 0, (long)n - 1 > (long)n - 1 ? (long)n - 1 : (long)n - 1) - 0 + 1 : 1) * sizeof img[0];
            p4a_launch_begin(p4a_kernels_written_first_image_steps, "p4a_kernel_relax_36");
            p4a_launch_arg(P4A_ARG_SCALAR, &k, sizeof k);
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, out, p4a_out_bytes_1);
            p4a_launch_arg(P4A_ARG_INOUT | P4A_ARG_BASE, img, p4a_img_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i, sizeof p4a_lo_i);
            p4a_launch_end(1, p4a_n_i, 0, 0);
        }
    }
}

int main(void)
{
    float *img = p4a_host_malloc(sizeof(float) * 512 * 384);
    p4a_host_fresh(img, sizeof(float) * 512 * 384);
    float *tmp = p4a_host_malloc(sizeof(float) * 512 * 384);
    p4a_host_fresh(tmp, sizeof(float) * 512 * 384);
    float *out = p4a_host_malloc(sizeof(float) * 512 * 384);
    p4a_host_fresh(out, sizeof(float) * 512 * 384);
    if (!img || !tmp || !out) {
        return 1;
    }
    {
        long p4a_lo_y_2 = (long)0;
        long p4a_n_y_2 = 384 >= 1 ? (long)(384 - 1) - p4a_lo_y_2 + 1 : 0;
        long p4a_lo_x_2 = (long)0;
        long p4a_n_x_2 = 512 >= 1 ? (long)(512 - 1) - p4a_lo_x_2 + 1 : 0;
        if (p4a_n_y_2 > 0 && p4a_n_x_2 > 0) {
            unsigned long p4a_img_bytes_1 = (unsigned long)(p4a_object_last(img, sizeof img[0], 0,
                196607) >= 0 ? p4a_object_last(img, sizeof img[0], 0, 196607) - 0 + 1 : 1) * sizeof img[0];
            p4a_launch_begin(p4a_kernels_written_first_image_steps, "p4a_kernel_main_47");
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, img, p4a_img_bytes_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_y_2, sizeof p4a_lo_y_2);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_x_2, sizeof p4a_lo_x_2);
            p4a_launch_end(2, p4a_n_x_2, p4a_n_y_2, 0);
        }
    }
    for (int s = 0; s < 12; s++) {
        blur_rows(512, 384, img, tmp);
        blur_cols(512, 384, tmp, out);
        relax(512 * 384, img, out, 0.5f);
    }
    double sum = 0, peak = 0;
    {
        long p4a_lo_i_1 = (long)0;
        long p4a_n_i_1 = 512 * 384 >= 1 ? (long)(512 * 384 - 1) - p4a_lo_i_1 + 1 : 0;
        if (p4a_n_i_1 > 0) {
            unsigned long p4a_img_bytes_2 = (unsigned long)(p4a_object_last(img, sizeof img[0], 0,
                196607) >= 0 ? p4a_object_last(img, sizeof img[0], 0, 196607) - 0 + 1 : 1) * sizeof img[0];
            long p4a_points = p4a_n_i_1 < 262144 ? p4a_n_i_1 : 262144;
            long p4a_partials = (p4a_points + 255) / 256;
            unsigned long p4a_sum_partial_bytes = (unsigned long)p4a_partials * sizeof sum;
            double *p4a_sum_partials = p4a_host_malloc(p4a_sum_partial_bytes);
            unsigned long p4a_peak_partial_bytes = (unsigned long)p4a_partials * sizeof peak;
            double *p4a_peak_partials = p4a_host_malloc(p4a_peak_partial_bytes);
            p4a_launch_begin(p4a_kernels_written_first_image_steps, "p4a_kernel_main_56");
            p4a_launch_arg(P4A_ARG_IN | P4A_ARG_BASE, img, p4a_img_bytes_2);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_sum_partials, p4a_sum_partial_bytes);
            p4a_launch_arg(P4A_ARG_OUT | P4A_ARG_BASE, p4a_peak_partials, p4a_peak_partial_bytes);
            p4a_launch_arg(P4A_ARG_SCALAR, &peak, sizeof peak);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_n_i_1, sizeof p4a_n_i_1);
            p4a_launch_arg(P4A_ARG_SCALAR, &p4a_lo_i_1, sizeof p4a_lo_i_1);
            p4a_launch_block(256, 1, 1);
            p4a_launch_end(1, p4a_points, 0, 0);
            p4a_copy_from_device(p4a_sum_partials, p4a_sum_partial_bytes);
            for (long p4a_t = 0; p4a_t < p4a_partials; p4a_t++) {
                sum = sum + p4a_sum_partials[p4a_t];
            }
            p4a_host_free(p4a_sum_partials);
            p4a_copy_from_device(p4a_peak_partials, p4a_peak_partial_bytes);
            for (long p4a_t_1 = 0; p4a_t_1 < p4a_partials; p4a_t_1++) {
                peak = p4a_peak_partials[p4a_t_1] > peak ? p4a_peak_partials[p4a_t_1] : peak;
            }
            p4a_host_free(p4a_peak_partials);
        }
    }
    printf("sum %.6e peak %.6f\n", sum, peak);
    p4a_host_free(img);
    p4a_host_free(tmp);
    p4a_host_free(out);
    return 0;
}
