struct __attribute__((packed)) s {
    char c;
    int i;
    unsigned int : 3;
    unsigned int b : 5;
};
static int counter __attribute__((unused)) = 0;

int g(int x)
{
    int y = ({
        int t = x * 2;
        t + 1;
    });
    __typeof__(y + 1) z = x ?: y;
    switch (x) {
    case 1 ... 3:
        z++;
    default:
        break;
    }
    switch (z) {
    case 4:
        z = 40;
    }
    return __builtin_expect(z, 0) + (int)__builtin_offsetof(struct s, i);
}
