#include <stdint.h>
#include <stdio.h>
#include <string.h>
static uint32_t crc_table[256];
static uint8_t pop_table[256];

static void crc_init(void)
{
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        {
            c = c & 1 ? 0xEDB88320u ^ c >> 1 : c >> 1;
            c = c & 1 ? 0xEDB88320u ^ c >> 1 : c >> 1;
            c = c & 1 ? 0xEDB88320u ^ c >> 1 : c >> 1;
            c = c & 1 ? 0xEDB88320u ^ c >> 1 : c >> 1;
            c = c & 1 ? 0xEDB88320u ^ c >> 1 : c >> 1;
            c = c & 1 ? 0xEDB88320u ^ c >> 1 : c >> 1;
            c = c & 1 ? 0xEDB88320u ^ c >> 1 : c >> 1;
            c = c & 1 ? 0xEDB88320u ^ c >> 1 : c >> 1;
        }
        crc_table[n] = c;
    }
    for (int i = 0; i < 256; i++) {
        pop_table[i] = (uint8_t)((i & 1) + pop_table[i / 2]);
    }
}

static uint32_t crc32(const uint8_t *buf, size_t len)
{
    uint32_t c = 0xFFFFFFFFu;
    for (size_t i = 0; i < len; i++) {
        c = crc_table[(c ^ buf[i]) & 0xFF] ^ c >> 8;
    }
    return c ^ 0xFFFFFFFFu;
}

static uint32_t adler32(const uint8_t *buf, size_t len)
{
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < len; i++) {
        a = (a + buf[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    return b << 16 | a;
}

static uint64_t fnv1a(const uint8_t *buf, size_t len)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < len; i++) {
        h ^= buf[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static uint64_t fmix64(uint64_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdull;
    k ^= k >> 33;
    k *= 0xc4ceb9fe1a85ec53ull;
    k ^= k >> 33;
    return k;
}

static uint32_t reverse_bits(uint32_t v)
{
    uint32_t r = 0;
    for (int i = 0; i < 32; i++) {
        r = r << 1 | (v & 1u);
        v >>= 1;
    }
    return r;
}

static uint32_t gray(uint32_t v)
{
    return v ^ v >> 1;
}

static uint32_t ungray(uint32_t g)
{
    for (uint32_t s = 1; s < 32; s <<= 1) {
        g ^= g >> s;
    }
    return g;
}

int main(void)
{
    crc_init();
    const char *msg = "The quick brown fox jumps over the lazy dog";
    size_t len = strlen(msg);
    printf("crc32 %08x adler %08x fnv %016llx\n", (unsigned int)crc32((const uint8_t *)msg, len),
        (unsigned int)adler32((const uint8_t *)msg, len),
        (unsigned long long)fnv1a((const uint8_t *)msg, len));
    uint8_t data[4096];
    uint64_t x = 88172645463325252ull;
    for (size_t i = 0; i < sizeof data; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        data[i] = (uint8_t)(x >> 56);
    }
    uint64_t mix = 0;
    for (size_t i = 0; i + 8 <= sizeof data; i += 8) {
        uint64_t w;
        memcpy(&w, data + i, 8);
        mix ^= fmix64(w + i);
    }
    printf("stream crc %08x adler %08x mix %016llx\n", (unsigned int)crc32(data, sizeof data),
        (unsigned int)adler32(data, sizeof data), (unsigned long long)mix);
    uint32_t rsum = 0, gerr = 0;
    unsigned int pops1 = 0, pops2 = 0;
    #pragma omp parallel for reduction(+:pops1, pops2, rsum) reduction(|:gerr)
    for (uint32_t v = 0; v < 5000; v++) {
        uint32_t w = v * 2654435761u;
        rsum += reverse_bits(w) >> 7;
        gerr |= ungray(gray(w)) ^ w;
        for (uint32_t t = w; t; t &= t - 1) {
            pops1++;
        }
        pops2 += pop_table[w & 0xFF] + pop_table[w >> 8 & 0xFF] + pop_table[w >> 16 & 0xFF] + pop_table[w >> 24];
    }
    printf("reverse %u gray-ok %d pops %u %u\n", (unsigned int)rsum, gerr == 0, pops1, pops2);
    return 0;
}
