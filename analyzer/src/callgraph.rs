//! The program's call graph. Being written (analyses issue).
