#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct sample {
    int id;
    double value;
    char label[8];
};

int main(void)
{
    FILE *f = tmpfile();
    if (!f) {
        perror("tmpfile");
        return 1;
    }
    for (int i = 0; i < 20; i++) {
        fprintf(f, "%d %.3f %s\n", i, i * 1.25 - 3, i % 2 ? "odd" : "even");
    }
    rewind(f);
    int id, odd = 0;
    double v, vs = 0;
    char word[16];
    while (fscanf(f, "%d %lf %15s", &id, &v, word) == 3) {
        vs += v * id;
        odd += strcmp(word, "odd") == 0;
    }
    printf("text: sum %.3f odd %d eof %d error %d\n", vs, odd, feof(f) != 0, ferror(f) != 0);
    struct sample out[6], in[6];
    for (int i = 0; i < 6; i++) {
        out[i].id = 100 + i;
        out[i].value = 1.0 / (i + 1);
        snprintf(out[i].label, sizeof out[i].label, "s%d", i * 11);
    }
    FILE *b = tmpfile();
    size_t nw = fwrite(out, sizeof out[0], 6, b);
    long end = ftell(b);
    fseek(b, 2 * (long)sizeof(struct sample), 0);
    size_t nr = fread(in, sizeof in[0], 2, b);
    printf("binary: wrote %zu (%ld bytes) read %zu: %d %.4f %s / %d %s\n", nw, end, nr, in[0].id,
        in[0].value, in[0].label, in[1].id, in[1].label);
    fseek(b, -(long)sizeof(struct sample), 2);
    nr = fread(in, sizeof in[0], 6, b);
    printf("last: read %zu id %d at eof %d\n", nr, in[0].id, feof(b) != 0);
    fseek(b, 0, 0);
    fseek(b, (long)sizeof(struct sample), 1);
    printf("cur %ld\n", ftell(b));
    fclose(b);
    rewind(f);
    int lines = 0, chars = 0, c;
    while ((c = fgetc(f)) != -1) {
        chars++;
        if (c == '\n') {
            lines++;
        }
    }
    fseek(f, 0, 2);
    fputs("appended line\n", f);
    fputc('Z', f);
    fputc('\n', f);
    fseek(f, -16, 2);
    char buf[64];
    if (fgets(buf, sizeof buf, f)) {
        buf[strcspn(buf, "\n")] = '\0';
    }
    int first = fgetc(f);
    ungetc(first, f);
    int again = fgetc(f);
    printf("lines %d chars %d tail '%s' first %c again %c\n", lines, chars, buf, first, again);
    fclose(f);
    fprintf(stderr, "this goes to stderr and is not compared\n");
    return 0;
}
