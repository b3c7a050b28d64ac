import NotifCore

/// What `notifc-bench` was asked to do, read from its arguments.
struct Options {
  /// What the process does.
  enum Mode: Equatable {
    /// Measure the sizes (and the extra reports asked for) and print the figures.
    case measure
    /// Print the usage.
    case help
    /// Print the synthetic input of this many MB.
    case printInput(megabytes: Double)
    /// Write the 1,000 files of `--many-files` into this folder.
    case writeManyFiles(directory: String)
    /// (Child process.) Time the phases of one size, repeated in this process.
    case child(megabytes: Double)
    /// (Child process.) Time builds of one size, each in a process of its own.
    case freshBuilds(megabytes: Double)
    /// (Child process.) Make one build of the input at this path.
    case oneBuild(path: String)
  }

  /// What the process does.
  var mode = Mode.measure
  /// The input sizes, in MB.
  var sizes: [Double] = [0.1, 2, 20]
  /// `--repetitions N`, or `nil` for each measurement's own default.
  var repetitions: Int?
  /// `--json`: every figure as one JSON object on standard output.
  var json = false
  /// `--linearity`: the check that no input shape makes a stage quadratic.
  var linearity = false
  /// `--many-files`: `notifc lint` over 1,000 files, on one CPU and on all.
  var manyFiles = false

  /// The largest input the generator is asked for, in MB: beyond this, a mistyped size would fill
  /// the memory rather than measure anything.
  static let largestSize = 1_000.0

  /// The options a person types, for the "did you mean" of an unknown one.
  static let publicOptions = [
    "--help", "--json", "--sizes", "--repetitions", "--linearity", "--many-files", "--write-many-files",
    "--print-input",
  ]

  /// The usage, as `--help` prints it.
  static let usage = """
    OVERVIEW: measures notifc's speed and memory on deterministic synthetic inputs (docs/performance.md)

    USAGE: notifc-bench [--sizes <list>] [--repetitions <n>] [--json] [--linearity] [--many-files]
           notifc-bench --print-input <megabytes>
           notifc-bench --write-many-files <directory>

    Build it in release: swift run -c release notifc-bench

    OPTIONS:
      --sizes <list>          input sizes in MB (above 0, at most 1000), separated by commas
                              (default: 0.1,2,20)
      --repetitions <n>       runs of each measurement, instead of each one's default (phases:
                              7, or 3 above 5 MB; builds in processes of their own: 9, or 5 above
                              5 MB; --many-files: 30 lints on each set of CPUs)
      --json                  every figure as one JSON object on standard output (sizes, the
                              linearity ratios, and those of --linearity and --many-files); their
                              text reports go to standard error
      --linearity             first check that 4x the input takes under 10x the time, for \(Linearity.families.count + Linearity.byteFamilies.count)
                              input shapes that could be quadratic; exits 1 if one is not
      --many-files            first time the release `notifc lint` over 1,000 small files, on one
                              CPU and on all (build it first: swift build -c release --product notifc)
      --print-input <megabytes>
                              print the synthetic input of about this size, to profile notifc on it
      --write-many-files <directory>
                              write the 1,000 files of --many-files into this existing folder
      -h, --help              show this help

    EXIT STATUS:
      0   the figures were printed
      1   a measurement failed, or --linearity found a stage that grew faster than linearly
      64  usage error (unknown option, missing or invalid value)
    """

  /// A usage error.
  struct UsageError: Error, Equatable {
    /// What is wrong, worded as the compiler's diagnostics are.
    let message: String
  }

  /// Reads the arguments (without the program's name). `-h` or `--help` anywhere asks for the
  /// usage, whatever else is there.
  init(_ arguments: [String]) throws(UsageError) {
    if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
      mode = .help
      return
    }
    var remaining = arguments[...]
    var modes: [(option: String, mode: Mode)] = []
    /// The options given that only measuring reads (`--repetitions` is also read by the children).
    var measuring: [String] = []
    while let argument = remaining.popFirst() {
      func value() throws(UsageError) -> String {
        guard let next = remaining.first, !Self.isOption(next) else {
          throw UsageError(message: "missing value for '\(argument)'")
        }
        remaining.removeFirst()
        return next
      }
      switch argument {
      case "--json", "--linearity", "--many-files", "--sizes", "--repetitions":
        measuring.append(argument)
        switch argument {
        case "--json": json = true
        case "--linearity": linearity = true
        case "--many-files": manyFiles = true
        case "--sizes":
          sizes = try value().split(separator: ",", omittingEmptySubsequences: false).map {
            (size) throws(UsageError) in try Self.megabytes(String(size), for: argument)
          }
        default:
          let text = try value()
          guard let count = Int(text), count > 0 else {
            throw UsageError(
              message: "invalid value '\(text)' for '--repetitions'; expected a positive whole number")
          }
          repetitions = count
        }
      case "--print-input":
        modes.append((argument, .printInput(megabytes: try Self.megabytes(try value(), for: argument))))
      case "--write-many-files": modes.append((argument, .writeManyFiles(directory: try value())))
      case "--child":
        modes.append((argument, .child(megabytes: try Self.megabytes(try value(), for: argument))))
      case "--fresh-builds":
        modes.append((argument, .freshBuilds(megabytes: try Self.megabytes(try value(), for: argument))))
      case "--one-build": modes.append((argument, .oneBuild(path: try value())))
      default:
        guard Self.isOption(argument) else {
          throw UsageError(message: "unexpected argument '\(argument)'; notifc-bench takes options only")
        }
        let suggestion = Suggestions.closest(to: argument, in: Self.publicOptions)
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "unknown option '\(argument)'\(hint)")
      }
    }
    if modes.count > 1 {
      let (first, second) = (modes[0].option, modes[1].option)
      throw UsageError(
        message: first == second
          ? "'\(first)' given twice" : "'\(first)' and '\(second)' cannot be used together")
    }
    guard let (option, mode) = modes.first else { return }
    self.mode = mode
    // The children of a measurement are told their repetitions; the other modes measure nothing.
    let readsRepetitions: Bool
    switch mode {
    case .child, .freshBuilds: readsRepetitions = true
    default: readsRepetitions = false
    }
    if let ignored = measuring.first(where: { !(readsRepetitions && $0 == "--repetitions") }) {
      throw UsageError(message: "'\(ignored)' cannot be used with '\(option)'")
    }
  }

  /// Whether an argument is an option rather than a value: it starts with "-" and is not a negative
  /// number (so that `--repetitions -3` says what it takes).
  static func isOption(_ argument: String) -> Bool {
    guard argument.hasPrefix("-"), let second = argument.dropFirst().first else { return false }
    return !second.isASCII || !second.isNumber
  }

  /// A size in MB: a positive number up to ``largestSize``.
  private static func megabytes(_ text: String, for option: String) throws(UsageError) -> Double {
    guard let value = Double(text), value > 0, value <= largestSize else {
      throw UsageError(
        message:
          "invalid size '\(text)' for '\(option)'; expected megabytes above 0 and at most \(Formatting.fixed(largestSize, 0)), such as 0.1 or 20"
      )
    }
    return value
  }
}
