extension DiagnosticDocumentation {
  /// N5xx: how many actions a category can show, and in which order (spec section 6, rules 7 and 8).
  static let contextLimits: [DiagnosticDocumentation] = [
    DiagnosticDocumentation(
      code: .tooManyActions,
      title: "more than 10 actions",
      summary: """
        A category's `actions` lists more than 10 actions.
        """,
      rationale: """
        Apple: "When the system has unlimited space, the system displays up to 10 actions. When the \
        system has limited space, the system displays at most two actions." No error is documented for a \
        longer list; the actions after the tenth are never shown.
        """,
      example: survey(scores: 0...10),
      fix: """
        Keep at most 10 actions; choices that do not fit belong in the app. Here the scale starts at 1.

        ```
        \(survey(scores: 1...10))
        ```
        """),
    DiagnosticDocumentation(
      code: .tooManyLegacyActions,
      title: "more than 4 actions for iOS 9 and earlier",
      summary: """
        A category lists more than 4 `actions` while the iOS deployment target is below 10.0.
        """,
      rationale: """
        On iOS 8 and 9, categories are registered through `UIMutableUserNotificationCategory`, whose \
        default context takes at most four actions: "You may specify up to four custom actions in this \
        context." notifc generates that registration too when the target is below iOS 10.
        """,
      example: """
        platform ios 9.0

        action reply {
            title: "Reply"
        }

        action like {
            title: "Like"
        }

        action retweet {
            title: "Retweet"
        }

        action mute {
            title: "Mute"
        }

        action block {
            title: "Block"
            destructive: true
        }

        category mention {
            actions: [reply, like, retweet, mute, block]
        }
        """,
      fix: """
        Keep at most 4 actions, or raise the deployment target to iOS 10 or later.

        ```
        platform ios 10.0

        action reply {
            title: "Reply"
        }

        action like {
            title: "Like"
        }

        action retweet {
            title: "Retweet"
        }

        action mute {
            title: "Mute"
        }

        action block {
            title: "Block"
            destructive: true
        }

        category mention {
            actions: [reply, like, retweet, mute, block]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .tooManyMinimalActions,
      title: "more than 2 minimal actions",
      summary: """
        A category's `minimalActions` lists more than 2 actions.
        """,
      rationale: """
        The minimal context is where space is short. On iOS 8 and 9, "You may specify up to two custom \
        actions in this context"; on iOS 10 and later, "When the system has limited space, the system \
        displays at most two actions."
        """,
      example: """
        action accept {
            title: "Accept"
        }

        action decline {
            title: "Decline"
        }

        action maybe {
            title: "Maybe"
        }

        category invite {
            actions: [accept, decline, maybe]
            minimalActions: [accept, decline, maybe]
        }
        """,
      fix: """
        Keep the two most important actions, which should also come first in `actions`.

        ```
        action accept {
            title: "Accept"
        }

        action decline {
            title: "Decline"
        }

        action maybe {
            title: "Maybe"
        }

        category invite {
            actions: [accept, decline, maybe]
            minimalActions: [accept, decline]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .minimalActionNotInActions,
      title: "minimal action not in actions",
      summary: """
        `minimalActions` names an action that is not in the same category's `actions`.
        """,
      rationale: """
        The minimal context shows a subset of a category's actions where space is short. On iOS 10 and \
        later there is no separate list: "When minimal space is available, the system displays only the \
        first two actions in the array." notifc derives that presentation from the order of `actions`, \
        so the minimal actions must be among them.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        action decline {
            title: "Decline"
        }

        action maybe {
            title: "Maybe"
        }

        category invite {
            actions: [accept, decline]
            minimalActions: [accept, maybe]
        }
        """,
      fix: """
        Add the action to `actions`, before the others, or remove it from `minimalActions`.

        ```
        action accept {
            title: "Accept"
        }

        action decline {
            title: "Decline"
        }

        action maybe {
            title: "Maybe"
        }

        category invite {
            actions: [accept, maybe, decline]
            minimalActions: [accept, maybe]
        }
        ```
        """),
    DiagnosticDocumentation(
      code: .minimalActionsNotFirst,
      title: "minimal actions are not the first actions",
      summary: """
        The actions in `minimalActions` are not the first actions of `actions`, in the same order.
        """,
      rationale: """
        Only iOS 8 and 9 have a separate minimal context. On iOS 10 and later, and on every other \
        platform, the compact presentation shows the first actions of `actions`: "When displaying banner \
        notifications, the system displays only the first two actions." Where the two lists disagree, a \
        banner on current systems shows other buttons than `minimalActions` says.
        """,
      example: """
        action accept {
            title: "Accept"
        }

        action maybe {
            title: "Maybe"
        }

        action decline {
            title: "Decline"
        }

        category invite {
            actions: [accept, maybe, decline]
            minimalActions: [accept, decline]
        }
        """,
      fix: """
        Order `actions` so that the minimal actions come first; the fix-it does this, keeping every \
        entry of the list (it is not offered when a comment inside the list would be lost). \
        `minimalActions` can then be removed, since it defaults to the first two actions.

        ```
        action accept {
            title: "Accept"
        }

        action maybe {
            title: "Maybe"
        }

        action decline {
            title: "Decline"
        }

        category invite {
            actions: [accept, decline, maybe]
            minimalActions: [accept, decline]
        }
        ```
        """),
  ]

  /// A survey category with one action per score, in the formatter's layout.
  private static func survey(scores: ClosedRange<Int>) -> String {
    let actions = scores.map { "action score_\($0) {\n    title: \"\($0)\"\n}\n\n" }.joined()
    let list = scores.map { "        score_\($0),\n" }.joined()
    return actions + "category survey {\n    actions: [\n" + list + "    ]\n}"
  }
}
