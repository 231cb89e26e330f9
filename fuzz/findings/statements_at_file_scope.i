# 1 "top.c"
int x;
switch (x) { case 0: x = 1; }
while (x) x--;
x = 2;
return 3;
