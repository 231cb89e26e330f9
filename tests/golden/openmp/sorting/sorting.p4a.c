#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void insertion(int *a, int n)
{
    for (int i = 1; i < n; i++) {
        int v = a[i], j = i - 1;
        while (j >= 0 && a[j] > v) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = v;
    }
}

static void shell(int *a, int n)
{
    static const int gaps[] = {701, 301, 132, 57, 23, 10, 4, 1};
    for (size_t g = 0; g < sizeof gaps / sizeof gaps[0]; g++) {
        int gap = gaps[g];
        for (int i = gap; i < n; i++) {
            int v = a[i], j;
            for (j = i; j >= gap && a[j - gap] > v; j -= gap) {
                a[j] = a[j - gap];
            }
            a[j] = v;
        }
    }
}

static void sift(int *a, int start, int end)
{
    int root = start;
    while (2 * root + 1 <= end) {
        int child = 2 * root + 1, sw = root;
        if (a[sw] < a[child]) {
            sw = child;
        }
        if (child + 1 <= end && a[sw] < a[child + 1]) {
            sw = child + 1;
        }
        if (sw == root) {
            return;
        }
        int t = a[root];
        a[root] = a[sw];
        a[sw] = t;
        root = sw;
    }
}

static void heapsort_(int *a, int n)
{
    for (int s = (n - 2) / 2; s >= 0; s--) {
        sift(a, s, n - 1);
    }
    for (int end = n - 1; end > 0; end--) {
        int t = a[end];
        a[end] = a[0];
        a[0] = t;
        sift(a, 0, end - 1);
    }
}

static void mergesort_bu(int *a, int n)
{
    int *tmp = malloc(sizeof(int) * (size_t)n);
    for (int width = 1; width < n; width *= 2) {
        for (int lo = 0; lo < n; lo += 2 * width) {
            int mid = lo + width < n ? lo + width : n, hi = lo + 2 * width < n ? lo + 2 * width : n;
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            }
            while (i < mid) {
                tmp[k++] = a[i++];
            }
            while (j < hi) {
                tmp[k++] = a[j++];
            }
        }
        memcpy(a, tmp, sizeof(int) * (size_t)n);
    }
    free(tmp);
}

static void radix(unsigned int *a, int n)
{
    unsigned int *tmp = malloc(sizeof(unsigned int) * (size_t)n);
    for (int shift = 0; shift < 32; shift += 8) {
        int count[257] = {0};
        for (int i = 0; i < n; i++) {
            count[(a[i] >> shift & 0xFF) + 1]++;
        }
        for (int b = 0; b < 256; b++) {
            count[b + 1] += count[b];
        }
        for (int i = 0; i < n; i++) {
            tmp[count[a[i] >> shift & 0xFF]++] = a[i];
        }
        memcpy(a, tmp, sizeof(unsigned int) * (size_t)n);
    }
    free(tmp);
}

static int quickselect(int *a, int n, int k)
{
    int lo = 0, hi = n - 1;
    while (lo < hi) {
        int pivot = a[(lo + hi) / 2], i = lo, j = hi;
        while (i <= j) {
            while (a[i] < pivot) {
                i++;
            }
            while (a[j] > pivot) {
                j--;
            }
            if (i <= j) {
                int t = a[i];
                a[i] = a[j];
                a[j] = t;
                i++;
                j--;
            }
        }
        if (k <= j) {
            hi = j;
        } else if (k >= i) {
            lo = i;
        } else {
            break;
        }
    }
    return a[k];
}

static unsigned long digest(const int *a, int n)
{
    unsigned long h = 0;
    for (int i = 0; i < n; i++) {
        h = h * 1000003u + (unsigned int)a[i];
    }
    return h;
}

int main(void)
{
    static int base[1500], a[1500];
    static unsigned int u[1500];
    unsigned int s = 31337;
    for (int i = 0; i < 1500; i++) {
        s = s * 214013u + 2531011u;
        base[i] = (int)(s >> 16 & 0x7FFF) - 16384;
    }
    void (*sorts[])(int *, int) = {insertion, shell, heapsort_, mergesort_bu};
    const char *names[] = {"insertion", "shell", "heap", "merge"};
    for (int k = 0; k < 4; k++) {
        memcpy(a, base, sizeof a);
        sorts[k] == insertion ? insertion(a, 1500) : sorts[k] == shell ? shell(a, 1500) : sorts[k] == heapsort_ ? heapsort_(a,
            1500) : mergesort_bu(a, 1500);
        int ok = 1;
        for (int i = 1; i < 1500; i++) {
            ok &= a[i - 1] <= a[i];
        }
        printf("%-9s ok %d digest %lu min %d max %d\n", names[k], ok, digest(a, 1500), a[0],
            a[1500 - 1]);
    }
    for (int i = 0; i < 1500; i++) {
        u[i] = (unsigned int)base[i] * 2654435761u;
    }
    radix(u, 1500);
    int uok = 1;
    for (int i = 1; i < 1500; i++) {
        uok &= u[i - 1] <= u[i];
    }
    printf("radix ok %d first %u last %u\n", uok, u[0], u[1500 - 1]);
    memcpy(a, base, sizeof a);
    int med = quickselect(a, 1500, 1500 / 2);
    memcpy(a, base, sizeof a);
    mergesort_bu(a, 1500);
    printf("median %d matches %d\n", med, med == a[1500 / 2]);
    return 0;
}
