//! IR-to-IR transformations (normalization, privatization, parallelization, outlining, transfer placement). Nothing is implemented yet: the analyses issue comes first.
