import Foundation

/// What went wrong with a file, in the system's words.
///
/// `strerror`'s: "No such file or directory", "Permission denied", "No space left on device", "Not
/// a directory", from the errors Foundation and the system throw. Never Foundation's own text: on
/// Linux a `CocoaError` describes itself as `Error Domain=NSCocoaErrorDomain Code=512 "(null)"
/// UserInfo={…}` and localizes as "The operation could not be completed. (NSCocoaErrorDomain error
/// 512.)", which tells a person nothing.
package enum FileProblem {
    /// The reason, when `error` is a file system error; nil for any other error.
    ///
    /// A file system error: a `CocoaError` about a file, a `POSIXError`, `AtomicFile.Failure`.
    package static func reason(of error: any Error) -> String? {
        if let error = error as? AtomicFile.Failure { return error.reason }
        if let error = error as? POSIXError { return systemMessage(error.code.rawValue) }
        guard let error = error as? CocoaError, error.isFileError else { return nil }
        if let underlying = error.underlying as? POSIXError { return systemMessage(underlying.code.rawValue) }
        switch error.code {
        case .fileNoSuchFile, .fileReadNoSuchFile: return systemMessage(ENOENT)
        case .fileReadNoPermission, .fileWriteNoPermission: return systemMessage(EACCES)
        case .fileWriteOutOfSpace: return systemMessage(ENOSPC)
        case .fileWriteVolumeReadOnly: return systemMessage(EROFS)
        case .fileWriteFileExists: return systemMessage(EEXIST)
        case .fileReadTooLarge: return systemMessage(EFBIG)
        case .fileWriteInvalidFileName: return "not a name a file can have"
        case .fileReadInapplicableStringEncoding, .fileReadUnknownStringEncoding: return "not UTF-8 text"
        case .fileReadCorruptFile: return "its contents are not in the form expected"
        case .fileLocking: return "the file is locked"
        default: return error.code.rawValue < 512 ? "the file could not be read" : "the file could not be written"
        }
    }

    /// The file a file system error names, when it names one.
    package static func path(of error: any Error) -> String? {
        (error as? AtomicFile.Failure)?.path ?? (error as? CocoaError)?.filePath
    }

    /// The system's words for an `errno` (`strerror`): "No such file or directory".
    package static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
