# 1 "utf8_ident.c"
int f(int é) { return é ? é : 0; }
