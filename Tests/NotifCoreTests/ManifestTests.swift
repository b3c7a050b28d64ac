import Foundation
import XCTest

@testable import NotifCore

/// The canonical manifest: exact bytes, escaping, and the JSON Schema in docs/.
final class ManifestTests: XCTestCase {
  func testSpecExampleBytes() {
    let compilation = assertClean(
      """
      notif 1
      platform ios 15
      action accept {
          identifier: "ACCEPT_IDENTIFIER"
          title: "Accept"
      }
      category invite {
          identifier: "INVITE_CATEGORY"
          actions: [accept]
          minimalActions: [accept]
          options: [customDismissAction]
      }
      """)
    XCTAssertEqual(
      ManifestEmitter.emit(compilation.model),
      """
      {
        "categories": [
          {
            "actions": [
              {
                "activation": "background",
                "authenticationRequired": false,
                "behavior": "default",
                "destructive": false,
                "identifier": "ACCEPT_IDENTIFIER",
                "name": "accept",
                "title": "Accept"
              }
            ],
            "identifier": "INVITE_CATEGORY",
            "intentIdentifiers": [],
            "minimalActions": [
              "ACCEPT_IDENTIFIER"
            ],
            "name": "invite",
            "options": [
              "customDismissAction"
            ]
          }
        ],
        "notif": 1,
        "platforms": [
          {
            "name": "ios",
            "version": "15.0"
          }
        ]
      }

      """)
  }

  func testStringsEscapeExactlyQuoteBackslashAndControls() {
    let text = "q\" b\\ s/ \u{8}\u{C}\n\r\t \u{1}\u{1F} del\u{7F} c1\u{85} ls\u{2028} é😀"
    XCTAssertEqual(
      CanonicalJSONWriter.serialize(.string(text)),
      "\"q\\\" b\\\\ s/ \\b\\f\\n\\r\\t \\u0001\\u001f del\u{7F} c1\u{85} ls\u{2028} é😀\"\n")
  }

  /// Categories are ordered by identifier, and by declaration among equal identifiers (which are
  /// an error, but the model is still made), whether or not they were declared in order.
  func testCategoriesAreOrderedByIdentifierThenDeclaration() {
    for order in [["b", "a", "c"], ["c", "b", "a"]] {
      var source = "action x { title: \"X\" }\n"
      for name in order {
        source += "category \(name) { identifier: \"\(name == "c" ? "z" : "same")\" actions: [x] }\n"
      }
      let compilation = Compiler.compile([CompilationInput(path: "o.notif", text: source)])
      let expected = order.filter { $0 != "c" } + ["c"]
      XCTAssertEqual(compilation.model.categories.map(\.name), expected, "declared \(order)")
    }
  }

  func testKeysAreSortedByCodePoint() {
    let value = JSONValue.object([("b", .int(1)), ("B", .int(2)), ("a", .array([])), ("é", .object([]))])
    XCTAssertEqual(
      CanonicalJSONWriter.serialize(value), "{\n  \"B\": 2,\n  \"a\": [],\n  \"b\": 1,\n  \"é\": {}\n}\n")
  }

  func testLocalizedTextsAndIconsUseApplesNames() {
    let compilation = assertClean(
      """
      localization "Push"
      action read {
          title: localized("read.title", default: "Read Now", comment: "Opens the article")
          systemIcon: "book"
      }
      category news { actions: [read] }
      """)
    let manifest = ManifestEmitter.emit(compilation.model)
    XCTAssertTrue(
      manifest.contains("\"icon\": {\n            \"systemImageName\": \"book\"\n          }"), manifest)
    XCTAssertTrue(
      manifest.contains(
        "\"title\": \"Read Now\",\n          \"titleLocalization\": {\n            \"comment\": \"Opens the article\",\n            \"key\": \"read.title\",\n            \"table\": \"Push\"\n          }"
      ), manifest)
  }

  /// A placeholder without a button title implies the English "Send" that the generated Swift
  /// passes (Apple has no initializer for a placeholder alone); without either, neither is written.
  func testImpliedSendButtonTitleIsInTheManifest() {
    let compilation = assertClean(
      """
      action a { title: "A" behavior: textInput textInputPlaceholder: "Type" }
      action b { title: "B" behavior: textInput }
      category c { actions: [a, b] }
      """)
    let manifest = ManifestEmitter.emit(compilation.model)
    XCTAssertTrue(
      manifest.contains("\"textInputButtonTitle\": \"Send\",\n          \"textInputPlaceholder\": \"Type\","),
      manifest)
    XCTAssertEqual(manifest.components(separatedBy: "textInputButtonTitle").count, 2, manifest)
    XCTAssertTrue(SwiftEmitter.emit(compilation.model).contains("textInputButtonTitle: \"Send\""))
  }

  /// Re-serializing a sample manifest with Foundation (sorted keys) gives the same bytes, and every
  /// sample manifest satisfies the schema's required fields, types and enumerations.
  func testSampleManifestsAreCanonicalAndMatchTheSchema() throws {
    let schemaData = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/manifest.schema.json"))
    let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
    for url in try SampleGoldenTests.samples() {
      let manifest = ManifestEmitter.emit(try SampleGoldenTests.compile(url).model)
      let object = try JSONSerialization.jsonObject(with: Data(manifest.utf8))
      var errors: [String] = []
      SchemaValidator(root: schema).validate(object, against: schema, at: "$", errors: &errors)
      XCTAssertEqual(errors, [], url.lastPathComponent)
      // Parsed by Foundation and written again with sorted keys: the same bytes.
      XCTAssertEqual(CanonicalJSONWriter.serialize(try jsonValue(object)), manifest, url.lastPathComponent)
    }
  }

  func testSchemaValidatorRejectsWrongManifests() throws {
    let schemaData = try Data(contentsOf: repositoryRoot.appendingPathComponent("docs/manifest.schema.json"))
    let schema = try XCTUnwrap(JSONSerialization.jsonObject(with: schemaData) as? [String: Any])
    var errors: [String] = []
    let wrong: [String: Any] = [
      "notif": 1, "platforms": [["name": "tvos", "version": "15.0"]], "extra": true,
    ]
    SchemaValidator(root: schema).validate(wrong, against: schema, at: "$", errors: &errors)
    XCTAssertEqual(
      errors.sorted(),
      [
        "$.platforms[0].name: 'tvos' is not one of the allowed values", "$: missing required 'categories'",
        "$: unexpected property 'extra'",
      ])
    // What no manifest holds: a foreground action that skips authentication (N601), an empty
    // identifier (N405) and more than two minimal actions (N503) are errors; an option listed twice
    // (N906, a warning) is written once. More than ten actions (N501) below.
    let category: [String: Any] = [
      "actions": [
        [
          "activation": "foreground", "authenticationRequired": false, "behavior": "default",
          "destructive": false, "identifier": "", "name": "a", "title": "A",
        ]
      ],
      "identifier": "", "intentIdentifiers": [String](), "minimalActions": ["a", "b", "c"], "name": "c",
      "options": ["allowInCarPlay", "allowInCarPlay"],
    ]
    errors = []
    SchemaValidator(root: schema).validate(
      ["categories": [category], "notif": 1, "platforms": [[String: String]]()], against: schema, at: "$",
      errors: &errors)
    XCTAssertEqual(
      errors.sorted(),
      [
        "$.categories[0].actions[0].authenticationRequired: not the constant 1",
        "$.categories[0].actions[0].identifier: shorter than 1 characters",
        "$.categories[0].identifier: shorter than 1 characters",
        "$.categories[0].minimalActions: more than 2 items", "$.categories[0].options: items are not unique",
      ])
    var crowded = category
    crowded["identifier"] = "C"
    crowded["minimalActions"] = [String]()
    crowded["options"] = [String]()
    crowded["actions"] = (0..<11).map { index -> [String: Any] in
      [
        "activation": "background", "authenticationRequired": false, "behavior": "default",
        "destructive": false, "identifier": "A\(index)", "name": "a\(index)", "title": "A",
      ]
    }
    errors = []
    SchemaValidator(root: schema).validate(
      ["categories": [crowded], "notif": 1, "platforms": [[String: String]]()], against: schema, at: "$",
      errors: &errors)
    XCTAssertEqual(errors, ["$.categories[0].actions: more than 10 items"])
    // An icon is one of the two kinds: not none, not both.
    let action = try XCTUnwrap((schema["$defs"] as? [String: Any])?["action"] as? [String: Any])
    let icon = try XCTUnwrap((action["properties"] as? [String: Any])?["icon"] as? [String: Any])
    for (value, expected) in [
      ([:], ["$: fewer than 1 properties"]), (["systemImageName": "star"], []),
      (["systemImageName": "star", "templateImageName": "Star"], ["$: more than 1 properties"]),
    ] as [([String: String], [String])] {
      var found: [String] = []
      SchemaValidator(root: schema).validate(value, against: icon, at: "$", errors: &found)
      XCTAssertEqual(found, expected, "\(value)")
    }
  }

  /// Converts Foundation's parse result, dropping member order (the writer sorts keys again).
  func jsonValue(_ value: Any) throws -> JSONValue {
    switch value {
    case let string as String: return .string(string)
    case let array as [Any]: return .array(try array.map(jsonValue))
    case let object as [String: Any]:
      return .object(try object.sorted { $0.key > $1.key }.map { ($0.key, try jsonValue($0.value)) })
    case let number as NSNumber:
      // Foundation keeps a JSON boolean as an NSNumber of Objective-C type "c" (char).
      if String(cString: number.objCType) == "c" { return .bool(number.boolValue) }
      return .int(number.intValue)
    default:
      throw NSError(domain: "ManifestTests", code: 1)
    }
  }
}

/// A validator for the subset of JSON Schema that docs/manifest.schema.json uses: `type`, `required`,
/// `properties`, `additionalProperties: false`, `minProperties`, `maxProperties`, `items`,
/// `maxItems`, `uniqueItems` (of strings), `enum`, `const`, `minLength`, `pattern`, `if`/`then` and
/// local `$ref`.
struct SchemaValidator {
  let root: [String: Any]

  func validate(_ value: Any, against schema: [String: Any], at path: String, errors: inout [String]) {
    if let reference = schema["$ref"] as? String {
      let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
      let definitions = root["$defs"] as? [String: Any]
      guard let target = definitions?[name] as? [String: Any] else {
        return errors.append("\(path): bad $ref \(reference)")
      }
      return validate(value, against: target, at: path, errors: &errors)
    }
    if var condition = schema["if"] as? [String: Any], var then = schema["then"] as? [String: Any] {
      // Both constrain the object's properties: checked as object schemas.
      condition["type"] = "object"
      then["type"] = "object"
      var unmet: [String] = []
      validate(value, against: condition, at: path, errors: &unmet)
      if unmet.isEmpty { validate(value, against: then, at: path, errors: &errors) }
    }
    if let constant = schema["const"] {
      let equal =
        switch (constant, value) {
        case (let a as String, let b as String): a == b
        case (let a as Bool, let b as Bool): a == b
        default: false
        }
      if !equal { errors.append("\(path): not the constant \(constant)") }
    }
    switch schema["type"] as? String {
    case "object":
      guard let object = value as? [String: Any] else { return errors.append("\(path): expected an object") }
      for key in schema["required"] as? [String] ?? [] where object[key] == nil {
        errors.append("\(path): missing required '\(key)'")
      }
      if let least = schema["minProperties"] as? Int, object.count < least {
        errors.append("\(path): fewer than \(least) properties")
      }
      if let most = schema["maxProperties"] as? Int, object.count > most {
        errors.append("\(path): more than \(most) properties")
      }
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for (key, member) in object {
        if let memberSchema = properties[key] as? [String: Any] {
          validate(member, against: memberSchema, at: "\(path).\(key)", errors: &errors)
        } else if schema["additionalProperties"] as? Bool == false {
          errors.append("\(path): unexpected property '\(key)'")
        }
      }
    case "array":
      guard let array = value as? [Any] else { return errors.append("\(path): expected an array") }
      if let most = schema["maxItems"] as? Int, array.count > most {
        errors.append("\(path): more than \(most) items")
      }
      if schema["uniqueItems"] as? Bool == true, let strings = array as? [String],
        Set(strings).count < strings.count
      {
        errors.append("\(path): items are not unique")
      }
      if let items = schema["items"] as? [String: Any] {
        for (index, element) in array.enumerated() {
          validate(element, against: items, at: "\(path)[\(index)]", errors: &errors)
        }
      }
    case "string":
      guard let string = value as? String else { return errors.append("\(path): expected a string") }
      if let least = schema["minLength"] as? Int, string.count < least {
        errors.append("\(path): shorter than \(least) characters")
      }
      if let allowed = schema["enum"] as? [String], !allowed.contains(string) {
        errors.append("\(path): '\(string)' is not one of the allowed values")
      }
      if let pattern = schema["pattern"] as? String,
        string.range(of: pattern, options: .regularExpression) == nil
      {
        errors.append("\(path): '\(string)' does not match \(pattern)")
      }
    case "boolean":
      if !(value is Bool) { errors.append("\(path): expected a boolean") }
    case "integer":
      if !(value is Int) { errors.append("\(path): expected an integer") }
    default:
      break
    }
  }
}
