//! C front end and analyses.
