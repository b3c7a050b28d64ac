/// Fixed-point numbers for the benchmark's table, without Foundation's `String(format:)`.
enum Formatting {
  /// `value` with `decimals` digits after the point, right-aligned in `width` characters (like
  /// `%width.decimalsf`, but rounding halves away from zero).
  static func fixed(_ value: Double, _ decimals: Int, width: Int = 0) -> String {
    var text: String
    if !value.isFinite {
      text = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
    } else if abs(value) >= 1e15 {
      text = "\(value)"  // beyond the exact integers of a Double: as Swift prints it
    } else {
      var scale: UInt64 = 1
      for _ in 0..<decimals { scale *= 10 }
      let units = UInt64((abs(value) * Double(scale)).rounded())
      text = (value < 0 && units != 0 ? "-" : "") + String(units / scale)
      if decimals > 0 {
        let fraction = String(units % scale)
        text += "." + String(repeating: "0", count: decimals - fraction.count) + fraction
      }
    }
    return padded(text, to: width)
  }

  /// `text` with spaces before it up to `width` characters.
  static func padded(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }

  /// `text` with spaces after it up to `width` characters.
  static func leftAligned(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
