import Foundation

/// Swift's side of the Objective-C runtime (`@objc`, `dynamic`, `#selector`, `#keyPath`), judged as on
/// Apple's platforms where the interface stands in for them.
///
/// The toolchain off Apple's platforms leaves the runtime out: each use is an error ("Objective-C
/// interoperability is disabled", "'#selector' can only be used with the Objective-C runtime"). With
/// the compiler's interoperability on, it judges them as Xcode does (an `@objc` method named by
/// `#selector`, a `#keyPath` of an `@objc` property; a selector of a method not exposed to
/// Objective-C, a key path of a property that does not exist), but it breaks what needs the runtime's
/// own library, which Linux's standard library lacks: every `&value` passed as a pointer ("broken
/// standard library: cannot find intrinsic operations on UnsafeMutablePointer<T>"), and a parameter of a
/// class not imported from Objective-C ("cannot be represented in Objective-C": `NSObject` and UIKit's
/// classes are Swift classes here). So a run whose messages hold the first kind is run again with
/// interoperability on, and the two are merged (`merged`): the second's messages but at the lines of
/// those two kinds, and the first's there (docs/checks.md, "The Objective-C runtime").
enum ObjectiveCRuntime {
    /// The frontend's flags for the second run. `NSObject` is the toolchain's Foundation's Swift class,
    /// not one imported from Objective-C, which the compiler otherwise requires of an `@objc` class's root.
    static let compilerFlags = ["-enable-objc-interop", "-disable-objc-attr-requires-foundation-module"]

    /// Changes with what `merged` keeps, so that results cached under another rule are not used.
    static let convention = "objective-c runtime: second run with interoperability, merged"

    /// Whether `message` is the toolchain's refusal of the runtime's syntax.
    static func isRefusal(_ message: CompilerMessage) -> Bool {
        message.severity == .error
            && (message.message == "Objective-C interoperability is disabled"
                || message.message.hasSuffix("can only be used with the Objective-C runtime"))
    }

    /// Whether `message` comes from interoperability on without the runtime's library.
    static func isArtifact(_ message: CompilerMessage) -> Bool {
        message.message.hasPrefix("broken standard library: cannot find intrinsic operations on")
            || message.message.contains("cannot be represented in Objective-C")
    }

    /// The second run's messages but those at the lines of its artifacts (an `@NSManaged` method that
    /// cannot be `@objc` is then "expected '{' in body" there too), with the first run's at those lines,
    /// but its refusals.
    ///
    /// A method whose `@objc` an artifact undid is then "not exposed to Objective-C" where a
    /// `#selector` names it: those go too. `sourceLine(file, line)` gives a line of a compiled file.
    static func merged(
        without first: CompilerRun, with second: CompilerRun, sourceLine: (String, Int) -> String?
    ) -> CompilerRun {
        struct Place: Hashable {
            var file: String
            var line: Int
        }
        var artifactPlaces = Set<Place>()
        var undone = Set<String>()
        for message in second.messages where isArtifact(message) {
            artifactPlaces.insert(Place(file: message.file, line: message.line))
            if let text = sourceLine(message.file, message.line), let name = methodName(in: text) {
                undone.insert(name)
            }
        }
        var kept: [CompilerMessage] = []
        var dropping = false
        for message in second.messages {
            if message.severity != .note {
                dropping =
                    artifactPlaces.contains(Place(file: message.file, line: message.line))
                    || undone.contains {
                        message.message.hasPrefix("argument of '#selector' refers to instance method '\($0)")
                    }
            }
            if !dropping { kept.append(message) }
        }
        kept += first.messages.filter {
            artifactPlaces.contains(Place(file: $0.file, line: $0.line)) && !isRefusal($0) && !kept.contains($0)
        }
        let failed = kept.contains { $0.severity == .error }
        return CompilerRun(status: failed ? 1 : 0, messages: kept, output: second.output)
    }

    /// The name of the function a line declares (`@objc func changed(_ sender: UISwitch)` → `changed`).
    static func methodName(in line: String) -> String? {
        guard let range = line.range(of: #"\bfunc\s+[A-Za-z_][A-Za-z0-9_]*"#, options: .regularExpression) else {
            return nil
        }
        return line[range].split(whereSeparator: \.isWhitespace).last.map(String.init)
    }
}
