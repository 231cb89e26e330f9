#include <stdio.h>
static char ch[40000];
static unsigned char uc[40000];
static short sh[40000];
static unsigned short us[40000];
static unsigned int un[40000];
static long lo[40000];
static long long ll[40000];
static unsigned long long ull[40000];
static float fl[40000];
static double db[40000];

int main(void)
{
    char cbias = 'A';
    short sstep = -3;
    unsigned int umul = 2654435761u;
    long lbase = 1L << 40;
    long long llk = -123456789012LL;
    unsigned long long um = 0x9E3779B97F4A7C15ull;
    float fk = 0.375f;
    double dk = -1.0 / 3.0;
    long long s1 = 0;
    unsigned long long s2 = 0, s3 = 0;
    long s4 = 0;
    double s5 = 0, s6 = 0;
    #pragma omp parallel for reduction(+:s1, s2, s4, s5, s6) reduction(^:s3)
    for (int i = 0; i < 40000; i++) {
        ch[i] = (char)(cbias + i % 26);
        uc[i] = (unsigned char)(i * 7);
        sh[i] = (short)(sstep * (i % 10000));
        us[i] = (unsigned short)(i * 3 + 65000);
        un[i] = (unsigned int)i * umul;
        lo[i] = lbase + (long)i * i;
        ll[i] = llk + (long long)i * 1000003;
        ull[i] = (unsigned long long)i * um;
        fl[i] = (float)i * fk;
        db[i] = i * dk;
        {
            signed char sc = (signed char)(i % 200 - 100);
            unsigned short w = us[i];
            long long t = ll[i] / 7 + sc;
            ll[i] = t - w;
            un[i] = un[i] ^ (unsigned int)(w << 3);
            ull[i] = (ull[i] >> 13) + (unsigned long long)uc[i];
            lo[i] = lo[i] % 1000003 - sh[i];
            fl[i] = fl[i] * 0.5f + (float)ch[i];
            db[i] = db[i] + fl[i] * (double)sc;
        }
        s1 += ll[i];
        s2 += un[i];
        s3 ^= ull[i] + (unsigned long long)i;
        s4 += lo[i] + ch[i] + uc[i] + sh[i] + us[i];
        s5 += fl[i];
        s6 += db[i];
    }
    printf("ll %lld un %llu ull %llu lo %ld\n", s1, s2, s3, s4);
    printf("fl %.10e db %.12e\n", s5, s6);
    printf("samples %d %d %d %u %.6f\n", ch[40000 - 1], sh[40000 - 1], us[7], un[12345],
        (double)fl[999]);
    return 0;
}
