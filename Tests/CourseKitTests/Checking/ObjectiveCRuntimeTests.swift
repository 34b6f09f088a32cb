import Foundation
import Testing

@testable import CourseKit

/// How a run that the toolchain refuses the Objective-C runtime's syntax in, and its second run with
/// interoperability on, make one verdict (docs/checks.md, "The Objective-C runtime").
@Suite("The Objective-C runtime: two runs merged")
struct ObjectiveCRuntimeTests {
    static func message(_ line: Int, _ text: String, _ severity: CompilerMessage.Severity = .error) -> CompilerMessage {
        CompilerMessage(file: "/t/A.swift", line: line, column: 1, severity: severity, message: text)
    }

    static let source = [
        "final class Store {",  // 1
        "  @objc func changed(_ sender: UISwitch) {}",  // 2
        "  func go() { _ = #selector(changed(_:)) }",  // 3
        "  func read() { var e: NSError?; _ = context.canEvaluatePolicy(.x, error: &e) }",  // 4
        "  @NSManaged public func addToBooks(_ value: Book)",  // 5
        "  func reload() {}; let s = #selector(reload)",  // 6
    ]

    @Test func theRefusalsGoAndWhatInteroperabilityBreaksIsJudgedWithout() {
        let first = CompilerRun(
            status: 1,
            messages: [
                Self.message(2, "Objective-C interoperability is disabled"),
                Self.message(3, "'#selector' can only be used with the Objective-C runtime"),
                Self.message(4, "cannot find 'context' in scope"),
                Self.message(6, "'#selector' can only be used with the Objective-C runtime"),
            ], output: "")
        let second = CompilerRun(
            status: 1,
            messages: [
                Self.message(
                    2,
                    "instance method cannot be marked '@objc' because the type of the parameter cannot be represented in Objective-C"
                ),
                Self.message(2, "Swift structs cannot be represented in Objective-C", .note),
                Self.message(
                    3, "argument of '#selector' refers to instance method 'changed' that is not exposed to Objective-C"),
                Self.message(3, "add '@objc' to expose this instance method to Objective-C", .note),
                Self.message(4, "broken standard library: cannot find intrinsic operations on UnsafeMutablePointer<T>"),
                Self.message(
                    5,
                    "instance method cannot be marked '@NSManaged' because the type of the parameter cannot be represented in Objective-C"
                ),
                Self.message(5, "expected '{' in body of function declaration"),
                Self.message(
                    6, "argument of '#selector' refers to instance method 'reload()' that is not exposed to Objective-C"
                ),
            ], output: "")
        let merged = ObjectiveCRuntime.merged(without: first, with: second) { _, line in
            line >= 1 && line <= Self.source.count ? Self.source[line - 1] : nil
        }
        #expect(
            merged.messages.map { "\($0.line): \($0.message)" } == [
                "6: argument of '#selector' refers to instance method 'reload()' that is not exposed to Objective-C",
                "4: cannot find 'context' in scope",
            ])
        #expect(merged.status == 1)
    }

    @Test func aRunLeftWithoutErrorsSucceeds() {
        let first = CompilerRun(
            status: 1, messages: [Self.message(3, "Objective-C interoperability is disabled")], output: "")
        let second = CompilerRun(status: 0, messages: [Self.message(3, "'x' is deprecated", .warning)], output: "")
        let merged = ObjectiveCRuntime.merged(without: first, with: second) { _, _ in nil }
        #expect(merged.status == 0 && merged.messages.map(\.message) == ["'x' is deprecated"])
    }
}
