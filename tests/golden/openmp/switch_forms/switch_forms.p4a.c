#include <stdio.h>
enum color { RED, GREEN = 5, BLUE, ALPHA = -2 };

static int classify(int v)
{
    int r = 0;
    switch (v) {
    case 0:
        r += 1;
    case 1:
        r += 2;
    case 2:
        r += 4;
        break;
    default:
        r += 100;
    case 7:
        r += 8;
        break;
    case 3 + 5:
        r += 16;
    case 'A':
        r += 32;
        break;
    case -1:
        return -99;
    }
    return r;
}

static int nested(int a, int b)
{
    switch (a) {
    case 0:
        switch (b) {
        case 0:
            return 1;
        case 1:
            return 2;
        default:
            break;
        }
        return 3;
    case 1:
        switch (b) {
        default:
            a += 10;
        case 2:
            a += 20;
        }
        break;
    default:
        a = -a;
    }
    return a;
}

static const char *color_name(enum color c)
{
    switch (c) {
    case RED:
        return "red";
    case GREEN:
        return "green";
    case BLUE:
        return "blue";
    case ALPHA:
        return "alpha";
    }
    return "?";
}

static int vowel(char c)
{
    switch (c) {
    case 'a':
    case 'e':
    case 'i':
    case 'o':
    case 'u':
    case 'A':
    case 'E':
    case 'I':
    case 'O':
    case 'U':
        return 1;
    case ' ':
        return 0;
    }
    return 0;
}

static void duff_copy(int *to, const int *from, int count)
{
    int n = (count + 7) / 8;
    if (count <= 0) {
        return;
    }
    switch (count % 8) {
    case 0:
        do {
            *to++ = *from++;
        case 7:
            *to++ = *from++;
        case 6:
            *to++ = *from++;
        case 5:
            *to++ = *from++;
        case 4:
            *to++ = *from++;
        case 3:
            *to++ = *from++;
        case 2:
            *to++ = *from++;
        case 1:
            *to++ = *from++;
        } while (--n > 0);
    }
}

int main(void)
{
    unsigned long sum = 0;
    for (int v = -2; v < 70; v++) {
        sum = sum * 31 + (unsigned long)classify(v);
    }
    sum %= 1000000007UL;
    printf("classify %lu\n", sum);
    unsigned int t = 0;
    for (int a = -1; a < 3; a++) {
        for (int b = 0; b < 4; b++) {
            t = t * 7u + (unsigned int)nested(a, b);
        }
    }
    printf("nested %u\n", t);
    enum color cs[] = {RED, GREEN, BLUE, ALPHA, (enum color)3};
    for (unsigned int i = 0; i < sizeof cs / sizeof cs[0]; i++) {
        printf("%s ", color_name(cs[i]));
    }
    putchar('\n');
    const char *text = "The quick brown fox jumps over a lazy dog, AGAIN and AGAIN";
    int nv = 0;
    for (const char *p = text; *p; p++) {
        nv += vowel(*p);
    }
    printf("vowels %d\n", nv);
    int src[37], dst[37];
    for (int i = 0; i < 37; i++) {
        src[i] = i * i - 5;
        dst[i] = 0;
    }
    long dsum = 0;
    for (int c = 0; c <= 37; c++) {
        for (int i = 0; i < 37; i++) {
            dst[i] = 0;
        }
        duff_copy(dst, src, c);
        for (int i = 0; i < 37; i++) {
            dsum += (long)dst[i] * (i + 1);
        }
    }
    printf("duff %ld\n", dsum);
    return 0;
}
