// OSLog, declarations only: on Apple's platforms `import OSLog` brings the `os` module's logging — `Logger`,
// `OSLog`, `OSLogType`, `os_log` — along with the log store. Here it re-exports the interface's `os` module
// (Interface/os/Logger.swift); the log store (`OSLogStore`) is not declared.
@_exported import os
