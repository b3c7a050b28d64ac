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

  var mode = Mode.measure
  /// The input sizes, in MB.
  var sizes: [Double] = [0.1, 2, 20]
  /// `--repetitions N`, or `nil` for each measurement's own default.
  var repetitions: Int?
  var json = false
  var linearity = false
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
      --sizes <list>          input sizes in MB, separated by commas (default: 0.1,2,20)
      --repetitions <n>       runs of each measurement, instead of each one's default (phases:
                              7, or 3 above 5 MB; builds in processes of their own: 9, or 5 above
                              5 MB; --many-files: 30 lints on each set of CPUs)
      --json                  every figure as one JSON object on standard output (sizes, the
                              linearity ratios, and those of --linearity and --many-files); their
                              text reports go to standard error
      --linearity             first check that 4x the input takes under 10x the time, for nine
                              input shapes that could be quadratic; exits 1 if one is not
      --many-files            first time the release `notifc lint` over 1,000 small files, on one
                              CPU and on all (build it first: swift build -c release --product notifc)
      --print-input <mb>      print the synthetic input of about this size, to profile notifc on it
      --write-many-files <directory>
                              write the 1,000 files of --many-files into this existing folder
      -h, --help              show this help

    EXIT STATUS:
      0   the figures were printed
      1   a measurement failed, or --linearity found a stage that grew faster than linearly
      64  usage error (unknown option, missing or invalid value)
    """

  /// A usage error's message.
  struct UsageError: Error, Equatable {
    let message: String
  }

  /// Reads the arguments (without the program's name).
  init(_ arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    var modes: [(option: String, mode: Mode)] = []
    while let argument = remaining.popFirst() {
      func value() throws(UsageError) -> String {
        guard let next = remaining.popFirst() else {
          throw UsageError(message: "missing value for '\(argument)'")
        }
        return next
      }
      switch argument {
      case "-h", "--help": modes.append((argument, .help))
      case "--json": json = true
      case "--linearity": linearity = true
      case "--many-files": manyFiles = true
      case "--sizes":
        let list = try value()
        sizes = try list.split(separator: ",", omittingEmptySubsequences: false).map {
          (size) throws(UsageError) in try Self.megabytes(String(size), for: argument)
        }
      case "--repetitions":
        let text = try value()
        guard let count = Int(text), count > 0 else {
          throw UsageError(
            message: "invalid value '\(text)' for '--repetitions'; expected a positive whole number")
        }
        repetitions = count
      case "--print-input":
        modes.append((argument, .printInput(megabytes: try Self.megabytes(try value(), for: argument))))
      case "--write-many-files": modes.append((argument, .writeManyFiles(directory: try value())))
      case "--child":
        modes.append((argument, .child(megabytes: try Self.megabytes(try value(), for: argument))))
      case "--fresh-builds":
        modes.append((argument, .freshBuilds(megabytes: try Self.megabytes(try value(), for: argument))))
      case "--one-build": modes.append((argument, .oneBuild(path: try value())))
      default:
        let suggestion = Suggestions.closest(to: argument, in: Self.publicOptions)
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        throw UsageError(message: "unknown option '\(argument)'\(hint)")
      }
    }
    if modes.contains(where: { $0.mode == .help }) {
      mode = .help
      return
    }
    if modes.count > 1 {
      throw UsageError(message: "'\(modes[0].option)' and '\(modes[1].option)' cannot be used together")
    }
    mode = modes.first?.mode ?? .measure
  }

  /// A size in MB: a positive number up to ``largestSize``.
  private static func megabytes(_ text: String, for option: String) throws(UsageError) -> Double {
    guard let value = Double(text), value > 0, value <= largestSize else {
      throw UsageError(
        message:
          "invalid size '\(text)' for '\(option)'; expected megabytes above 0 and at most 1000, such as 0.1 or 20"
      )
    }
    return value
  }
}
