/// Writes the canonical JSON manifest (spec section 7): every category with its resolved actions,
/// for push servers and other consumers. Same model, same bytes.
public enum ManifestEmitter {
  /// The manifest text.
  public static func emit(_ model: NotificationModel) -> String {
    CanonicalJSONWriter.serialize(manifest(model))
  }

  /// The manifest as a JSON value.
  public static func manifest(_ model: NotificationModel) -> JSONValue {
    .object([
      ("categories", .array(model.categories.map(category))),
      ("notif", .int(model.languageVersion)),
      (
        "platforms",
        .array(
          model.platforms.map {
            .object([("name", .string($0.name.rawValue)), ("version", .string($0.version.description))])
          })
      ),
    ])
  }

  static func category(_ category: Category) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("actions", .array(category.actions.map(action))),
      ("identifier", .string(category.identifier)),
      ("intentIdentifiers", .array(category.intentIdentifiers.map(JSONValue.string))),
      ("minimalActions", .array(category.minimalActions.map { .string($0.identifier) })),
      ("name", .string(category.name)),
      ("options", .array(category.options.map { .string($0.name) })),
    ]
    if let documentation = category.documentation {
      members.append(("documentation", .string(documentation)))
    }
    text(category.hiddenPreviewsBodyPlaceholder, "hiddenPreviewsBodyPlaceholder", into: &members)
    text(category.categorySummaryFormat, "categorySummaryFormat", into: &members)
    return .object(members)
  }

  static func action(_ action: Action) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("activation", .string(action.activation.rawValue)),
      ("authenticationRequired", .bool(action.authenticationRequired)),
      ("behavior", .string(action.behavior.rawValue)),
      ("destructive", .bool(action.destructive)),
      ("identifier", .string(action.identifier)),
      ("name", .string(action.name)),
    ]
    text(action.title, "title", into: &members)
    text(action.textInputButtonTitle, "textInputButtonTitle", into: &members)
    text(action.textInputPlaceholder, "textInputPlaceholder", into: &members)
    if let documentation = action.documentation { members.append(("documentation", .string(documentation))) }
    switch action.icon {
    case .system(let name): members.append(("icon", .object([("systemImageName", .string(name))])))
    case .template(let name): members.append(("icon", .object([("templateImageName", .string(name))])))
    case nil: break
    }
    return .object(members)
  }

  /// A text property: its development value, plus `<property>Localization` when localized.
  static func text(_ text: Text?, _ property: String, into members: inout [(String, JSONValue)]) {
    guard let text else { return }
    members.append((property, .string(text.value)))
    guard let localization = text.localization else { return }
    var entry: [(String, JSONValue)] = [
      ("key", .string(localization.key)), ("table", .string(localization.table)),
    ]
    if let comment = localization.comment { entry.append(("comment", .string(comment))) }
    members.append((property + "Localization", .object(entry)))
  }
}
