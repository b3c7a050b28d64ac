// The module's own code; the build stops at the .notif file's error before compiling it.

/// Whether the categories are in use.
public let brokenCategoriesEnabled = true
