// placeholder entry point; replaced by the CLI
