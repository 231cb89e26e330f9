#include <stdio.h>

static int single_case(int w)
{
    switch (w) {
    case 3:
        w = 33;
    }
    return w;
}

static int single_default(int w)
{
    switch (w) {
    default:
        w++;
    }
    return w;
}

static int no_label(int w)
{
    int r = w;
    switch (w) {
        r = -1;
    }
    return r;
}

static int label_in_if(int w, int flag)
{
    int r = 0;
    switch (w) {
        if (flag) {
        case 1:
            r += 10;
        } else {
        case 2:
            r += 20;
        }
    }
    return r;
}

static int label_in_loop(int w)
{
    int r = 0, i = 0;
    switch (w) {
        for (; i < 3; i++) {
        case 0:
            r += 1;
        }
    }
    return r;
}

int main(void)
{
    unsigned long h = 0;
    for (int w = 0; w < 6; w++) {
        h = h * 131 + (unsigned int)single_case(w);
        h = h * 131 + (unsigned int)single_default(w);
        h = h * 131 + (unsigned int)no_label(w);
        h = h * 131 + (unsigned int)label_in_if(w, w % 2);
        h = h * 131 + (unsigned int)label_in_if(w, 1);
        h = h * 131 + (unsigned int)label_in_loop(w);
    }
    printf("%d %d %d %d %d %d %d\n", single_case(3), single_case(4), single_default(7), no_label(5),
        label_in_if(1, 0), label_in_if(2, 1), label_in_loop(0));
    printf("h %lu\n", h);
    return 0;
}
