//! CUDA kernel files and CUDA-specific host glue. Nothing is implemented yet: it waits for the GPU code-generation issue.
