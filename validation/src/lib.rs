//! The validation runner. Being written.
