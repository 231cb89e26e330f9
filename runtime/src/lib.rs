//! The p4a runtime: the C-ABI library that generated GPU programs link. Being written (runtime issue).
