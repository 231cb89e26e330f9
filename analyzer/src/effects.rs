//! Read and write effects of statements and functions. Being written (analyses issue).
