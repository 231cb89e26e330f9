#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static const char text[] = "It was the best of times, it was the worst of times; it was the age of wisdom, " "it was the age of foolishness. 42 apples, 0x1F pears and 017 plums!";
struct wc {
    char word[24];
    int count;
};

static int by_count(const void *a, const void *b)
{
    const struct wc *x = a, *y = b;
    if (x->count != y->count) {
        return y->count - x->count;
    }
    return strcmp(x->word, y->word);
}

int main(void)
{
    int alpha = 0, digit = 0, space = 0, punct = 0, upper = 0, xdig = 0;
    for (const char *p = text; *p; p++) {
        unsigned char c = (unsigned char)*p;
        alpha += ((*__ctype_b_loc())[(int)c] & (unsigned short)_ISalpha) != 0;
        digit += ((*__ctype_b_loc())[(int)c] & (unsigned short)_ISdigit) != 0;
        space += ((*__ctype_b_loc())[(int)c] & (unsigned short)_ISspace) != 0;
        punct += ((*__ctype_b_loc())[(int)c] & (unsigned short)_ISpunct) != 0;
        upper += ((*__ctype_b_loc())[(int)c] & (unsigned short)_ISupper) != 0;
        xdig += ((*__ctype_b_loc())[(int)c] & (unsigned short)_ISxdigit) != 0;
    }
    printf("ctype %d %d %d %d %d %d %zu\n", alpha, digit, space, punct, upper, xdig, strlen(text));
    struct wc words[64];
    int nw = 0;
    char cur[24];
    size_t len = 0;
    for (const char *p = text;; p++) {
        if ((*__ctype_b_loc())[(int)(unsigned char)*p] & (unsigned short)_ISalpha) {
            if (len < sizeof cur - 1) {
                cur[len++] = (char)tolower((unsigned char)*p);
            }
            continue;
        }
        if (len) {
            cur[len] = '\0';
            int k;
            for (k = 0; k < nw; k++) {
                if (strcmp(words[k].word, cur) == 0) {
                    break;
                }
            }
            if (k == nw) {
                strcpy(words[nw].word, cur);
                words[nw++].count = 0;
            }
            words[k].count++;
            len = 0;
        }
        if (!*p) {
            break;
        }
    }
    qsort(words, (size_t)nw, sizeof words[0], by_count);
    for (int k = 0; k < 6; k++) {
        printf("%s=%d ", words[k].word, words[k].count);
    }
    putchar('\n');
    const char *s1 = strstr(text, "worst");
    const char *c1 = strchr(text, ';');
    const char *c2 = strrchr(text, 'a');
    printf("search %td %td %td %d\n", s1 - text, c1 - text, c2 - text,
        strstr(text, "zebra") == (void *)0);
    char buf[128];
    strcpy(buf, "alpha");
    strcat(buf, "-");
    strncat(buf, "betagamma", 4);
    char nb[8];
    strncpy(nb, "abcdefghij", sizeof nb - 1);
    nb[sizeof nb - 1] = '\0';
    printf("%s %s %d %d %d\n", buf, nb, strcmp("abc", "abd") < 0, strncmp("abcX", "abcY", 3),
        strcmp("b", "a") > 0);
    char mv[] = "0123456789";
    memmove(mv + 2, mv, 5);
    memcpy(buf, mv, sizeof mv);
    memset(buf + 3, '*', 2);
    printf("%s %s %d\n", mv, buf, memcmp(mv, "01012", 5));
    char out[64];
    int n = sprintf(out, "%5d|%-5d|%05d|%+d|%x|%X|%o|%c|%s", 42, 42, 42, 42, 255, 255, 8, 'Z', "s");
    printf("%d %s\n", n, out);
    n = snprintf(out, 10, "%s", "a long string that does not fit");
    printf("%d %s\n", n, out);
    n = snprintf((void *)0, 0, "%d-%d", 12345, -678);
    printf("needed %d\n", n);
    snprintf(out, sizeof out, "%.3f %10.4f %-8.2e| %g %g", 3.14159265, -2.5, 12345.678, 0.0001,
        1e20);
    puts(out);
    char *end;
    long v1 = strtol("  -1234xyz", &end, 10);
    printf("strtol %ld rest=%s\n", v1, end);
    printf("bases %ld %ld %ld %ld %ld\n", strtol("ff", (void *)0, 16), strtol("0x1F", (void *)0, 0),
        strtol("017", (void *)0, 0), strtol("z", (void *)0, 36), strtol("101101", (void *)0, 2));
    printf("strtoul %lu strtod %.6e %.6e\n", strtoul("4294967295", (void *)0, 10),
        strtod("1.5e3", &end), strtod("-0.125", (void *)0));
    printf("atoi %d %d %ld\n", atoi("987"), atoi("  -5 apples"), atol("123456789"));
    printf("abs %d %ld %lld\n", abs(-17), labs(-1234567L), llabs(-9876543210LL));
    div_t d = div(-17, 5);
    ldiv_t ld = ldiv(100000L, 7L);
    printf("div %d %d %ld %ld\n", d.quot, d.rem, ld.quot, ld.rem);
    long numsum = 0;
    for (const char *p = text; *p;) {
        if ((*__ctype_b_loc())[(int)(unsigned char)*p] & (unsigned short)_ISdigit) {
            long v = strtol(p, &end, 0);
            numsum += v;
            p = end;
        } else {
            p++;
        }
    }
    printf("numbers %ld\n", numsum);
    char **longw = (void *)0;
    size_t nlong = 0, cap = 0;
    for (int k = 0; k < nw; k++) {
        if (strlen(words[k].word) >= 5) {
            if (nlong == cap) {
                cap = cap ? cap * 2 : 1;
                char **grown = realloc(longw, cap * sizeof *longw);
                if (!grown) {
                    return 1;
                }
                longw = grown;
            }
            longw[nlong] = malloc(strlen(words[k].word) + 1);
            strcpy(longw[nlong++], words[k].word);
        }
    }
    size_t total = 0;
    for (size_t k = 0; k < nlong; k++) {
        total += strlen(longw[k]);
        free(longw[k]);
    }
    free(longw);
    printf("long words %zu cap %zu letters %zu\n", nlong, cap, total);
    for (const char *p = "Mixed Case 123"; *p; p++) {
        putchar((*__ctype_b_loc())[(int)(unsigned char)*p] & (unsigned short)_ISlower ? toupper((unsigned char)*p) : tolower((unsigned char)*p));
    }
    putchar('\n');
    return 0;
}
