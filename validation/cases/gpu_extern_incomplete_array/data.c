double g[1000000];
