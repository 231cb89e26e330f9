//! OpenCL C kernel files and OpenCL-specific host glue. Nothing is implemented yet: it waits for the GPU code-generation issue.
