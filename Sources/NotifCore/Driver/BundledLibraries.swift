/// Libraries that ship inside notifc, imported by name (`import ubudu`).
public enum BundledLibraries {
  /// The library names and their sources.
  public static let sources: [String: String] = [
    // The Ubudu SDK registers this category itself; declaring it here keeps the app's own
    // registration from wiping it (setNotificationCategories replaces every category).
    "ubudu": """
    // Bundled with notifc: the category the Ubudu SDK registers.
    notif 1

    action UbuduYes {
        title: "Yes"
        activation: foreground
    }

    action UbuduNo {
        title: "No"
    }

    category UbuduYesNo {
        actions: [UbuduYes, UbuduNo]
    }

    """
  ]

  /// The path under which a library appears in diagnostics.
  static func path(of name: String) -> String { "<\(name)>" }
}
