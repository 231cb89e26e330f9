uint32_t;
# 38 "/usr/include/stdint.h" 3
# 10 "bit_hashing.c"
uint32_t crc_table[];
