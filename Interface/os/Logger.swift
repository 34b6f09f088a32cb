// os, declarations only, written by us from Apple's public documentation
// (developer.apple.com/documentation/os and …/oslog).
// This file: the unified logging system as apps write to it — `Logger` with its levels, the log message
// (`OSLogMessage`) whose string interpolation (`OSLogInterpolation`) takes strings, integers, floating-point
// numbers, Booleans, errors, objects, types and any `CustomStringConvertible` value with a privacy level
// (`OSLogPrivacy`), a format and an alignment, the log levels (`OSLogType`), the older `OSLog` with
// `os_log`. These are the `os` module's, as on Apple's platforms, and `import OSLog` re-exports it
// (Interface/OSLog/OSLog.swift), so both imports see them. `Logger` and its interpolation are iOS 14.0,
// macOS 11.0, tvOS 14.0, watchOS 7.0 (visionOS 1.0); `OSLog` and `OSLogType` are iOS 10.0, macOS 10.12,
// tvOS 10.0, watchOS 3.0.
import Foundation

// MARK: Log levels and the older log object

/// The various log levels that the unified logging system provides.
@available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public struct OSLogType: Equatable, Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    /// The default log level.
    public static var `default`: OSLogType { fatalError() }
    /// The informative log level.
    public static var info: OSLogType { fatalError() }
    /// The debug log level.
    public static var debug: OSLogType { fatalError() }
    /// The error log level.
    public static var error: OSLogType { fatalError() }
    /// The fault log level.
    public static var fault: OSLogType { fatalError() }
}

/// A container of related log messages.
@available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
open class OSLog: NSObject, @unchecked Sendable {
    /// Creates a log using the specified subsystem and category.
    public convenience init(subsystem: String, category: String) { fatalError() }
    /// The shared default log.
    public static var `default`: OSLog { fatalError() }
    /// A log that doesn't record any messages.
    public static var disabled: OSLog { fatalError() }
    /// Returns a Boolean value that indicates whether the log is enabled for the specified level.
    open func isEnabled(type: OSLogType) -> Bool { fatalError() }
}

/// Sends a message to the logging system, optionally specifying a custom log object, log level, and any
/// message format arguments.
@available(iOS 10.0, macOS 10.12, tvOS 10.0, watchOS 3.0, visionOS 1.0, *)
public func os_log(
    _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default, type: OSLogType = .default,
    _ args: any CVarArg...
) {}

/// Adds a new log message using an optional log object and log level.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public func os_log(_ logLevel: OSLogType = .default, log logObject: OSLog = .default, _ message: OSLogMessage) {}

// MARK: Logger

/// An object for writing interpolated string messages to the unified logging system.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct Logger: @unchecked Sendable {
    /// Creates a logger that writes to the default subsystem.
    public init() {}
    /// Creates a logger using the specified subsystem and category.
    public init(subsystem: String, category: String) {}
    /// Creates a logger that writes to the specified log.
    public init(_ logObj: OSLog) {}

    /// Writes a message to the log using the default log type.
    public func log(_ message: OSLogMessage) {}
    /// Writes a message to the log using the specified log type.
    public func log(level: OSLogType, _ message: OSLogMessage) {}
    /// Writes a debug message to the log.
    public func debug(_ message: OSLogMessage) {}
    /// Writes a trace message to the log (a debug message).
    public func trace(_ message: OSLogMessage) {}
    /// Writes an informative message to the log.
    public func info(_ message: OSLogMessage) {}
    /// Writes information about the current state of the app to the log.
    public func notice(_ message: OSLogMessage) {}
    /// Writes information about an error to the log.
    public func error(_ message: OSLogMessage) {}
    /// Writes information about a warning to the log (an error message).
    public func warning(_ message: OSLogMessage) {}
    /// Writes a message to the log about a bug that occurs when your app executes.
    public func fault(_ message: OSLogMessage) {}
    /// Writes a message to the log about a critical event in your app's execution (a fault).
    public func critical(_ message: OSLogMessage) {}
}

// MARK: The message and its interpolation

/// The interpolated string that you pass to a logger, and which the logging system formats and redacts.
/// Write it as a string literal, with interpolations; a `String` value is not one.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral {
    /// Creates a log message from a string interpolation.
    public init(stringInterpolation: OSLogInterpolation) {}
    /// Creates a log message from a string literal.
    public init(stringLiteral value: String) {}
    /// The log message's string interpolation.
    public var interpolation: OSLogInterpolation { fatalError() }
}

/// A container for the elements of a log message.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogInterpolation: StringInterpolationProtocol {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// Appends a literal segment of the message.
    public mutating func appendLiteral(_ literal: String) {}

    /// Appends an interpolated string.
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {}
    /// Appends an interpolated textual representation of a type.
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    /// Appends an interpolated integer.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Int, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    /// Appends an interpolated integer of another width.
    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    /// Appends an interpolated double.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    /// Appends an interpolated float.
    public mutating func appendInterpolation(
        _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    /// Adds a Boolean argument to the message.
    public mutating func appendInterpolation(
        _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto
    ) {}
    /// Appends an interpolated error.
    public mutating func appendInterpolation(
        _ error: @autoclosure @escaping () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = ""
    ) {}
    /// Appends an interpolated object description.
    public mutating func appendInterpolation(
        _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
    ) {}
    /// Appends an interpolated type description.
    public mutating func appendInterpolation(
        _ value: @autoclosure @escaping () -> any Any.Type, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {}
}

// MARK: Privacy, formats and alignment

/// The privacy options that determine when to redact or display values in log messages.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogPrivacy: Sendable {
    /// A mask that establishes how the system displays a redacted value in a log message.
    public enum Mask: Equatable, Hashable, Sendable {
        /// An option to replace a redacted value with a string that contains a hashed version of the
        /// original value.
        case hash
        /// An option to replace a redacted value with a generic string.
        case none
    }
    /// The standard option to always show the interpolated value.
    public static var `public`: OSLogPrivacy { fatalError() }
    /// The standard option to always redact the interpolated value.
    public static var `private`: OSLogPrivacy { fatalError() }
    /// The option to always redact interpolated values that contain sensitive information.
    public static var sensitive: OSLogPrivacy { fatalError() }
    /// The standard option to let the system determine whether to redact or display a value.
    public static var auto: OSLogPrivacy { fatalError() }
    /// Returns a privacy structure that always redacts a value, with the specified mask.
    public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { fatalError() }
    /// Returns a privacy structure that marks an interpolated value as sensitive, and customizes the display of
    /// redacted values.
    public static func sensitive(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { fatalError() }
    /// Returns a privacy structure that determines whether to redact or show values according to their type,
    /// and customizes the display of redacted values.
    public static func auto(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { fatalError() }
}

/// The formatting options for integer values.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogIntegerFormatting: Sendable {
    /// The standard decimal format option.
    public static var decimal: OSLogIntegerFormatting { fatalError() }
    /// The standard hexadecimal format option.
    public static var hex: OSLogIntegerFormatting { fatalError() }
    /// The standard octal format option.
    public static var octal: OSLogIntegerFormatting { fatalError() }
    /// Creates a decimal format with custom handling of the numerical sign.
    public static func decimal(explicitPositiveSign: Bool = false) -> OSLogIntegerFormatting { fatalError() }
    /// Creates a decimal format with custom handling of the numerical sign and the minimum number of digits.
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure @escaping () -> Int)
        -> OSLogIntegerFormatting
    { fatalError() }
}

/// The formatting options for double and floating-point numbers.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogFloatFormatting: Sendable {
    /// The standard fixed-point format option.
    public static var fixed: OSLogFloatFormatting { fatalError() }
    /// The standard hexadecimal format option.
    public static var hex: OSLogFloatFormatting { fatalError() }
    /// The standard exponential format option.
    public static var exponential: OSLogFloatFormatting { fatalError() }
    /// A hybrid option that changes the format according to the size of the number.
    public static var hybrid: OSLogFloatFormatting { fatalError() }
    /// Creates a custom fixed-point format with a system-determined precision value.
    public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        fatalError()
    }
    /// Creates a custom fixed-point format with the precision value.
    public static func fixed(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { fatalError() }
    /// Creates a custom hybrid format with the precision value.
    public static func hybrid(
        precision: @autoclosure @escaping () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
    ) -> OSLogFloatFormatting { fatalError() }
}

/// The formatting options for Boolean values.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public enum OSLogBoolFormat: Equatable, Hashable, Sendable {
    /// An option to format Boolean values as true or false strings.
    case truth
    /// An option to format Boolean values as yes or no strings.
    case answer
}

/// The alignment options for interpolated strings.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct OSLogStringAlignment: Sendable {
    /// No alignment.
    public static var none: OSLogStringAlignment { fatalError() }
    /// Aligns the value on the left side of a column with the specified width.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { fatalError() }
    /// Aligns the value on the right side of a column with the specified width.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment { fatalError() }
}
