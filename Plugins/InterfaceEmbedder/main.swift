import Foundation

// Writes the Swift file that carries the interface's declaration files in the library (run by the
// EmbedInterface plugin at build time): `InterfaceEmbedder DECLARATIONS OUTPUT`, where DECLARATIONS
// holds a folder per module with its `.swift` files. Each file becomes an `InterfaceFile` of
// `InterfaceFile.declarationFiles`, modules and files in byte order of their names, its text the
// file's without its last line break.

/// Ends the tool with a message for the build's log.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("InterfaceEmbedder: \(message)\n".utf8))
    exit(1)
}

/// The names of the folders (or of the files) in `folder`, in byte order, hidden ones left out.
func names(in folder: URL, folders: Bool) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
        fail("cannot read the folder \(folder.path)")
    }
    return names.filter { name in
        var isFolder: ObjCBool = false
        return !name.hasPrefix(".")
            && FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder)
            && isFolder.boolValue == folders
    }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
}

/// `text` as a raw multi-line string literal: with one `#` more than the longest run of `#` in it, no
/// `"""` or `\(` of the text can end the literal or interpolate; the line break before the closing
/// delimiter is not part of the value, so a text's last line break is left out.
func literal(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text.utf8 {
        run = character == UInt8(ascii: "#") ? run + 1 : 0
        longest = max(longest, run)
    }
    let hashes = String(repeating: "#", count: longest + 1)
    return hashes + "\"\"\"\n" + text + (text.hasSuffix("\n") ? "" : "\n") + "\"\"\"" + hashes
}

let arguments = CommandLine.arguments
guard arguments.count == 3 else { fail("usage: InterfaceEmbedder DECLARATIONS OUTPUT") }
let declarations = URL(fileURLWithPath: arguments[1])
var swift = """
    // Written at build time by the EmbedInterface plugin from the package's Interface/.

    extension InterfaceFile {
        /// The interface's declaration files: modules and files in byte order of their names.
        static let declarationFiles: [InterfaceFile] = [

    """
for module in names(in: declarations, folders: true) {
    for name in names(in: declarations.appendingPathComponent(module), folders: false) where name.hasSuffix(".swift") {
        let path = "\(module)/\(name)"
        guard let data = FileManager.default.contents(atPath: declarations.appendingPathComponent(path).path),
            let text = String(data: data, encoding: .utf8)
        else { fail("\(declarations.path)/\(path) is not readable UTF-8 text") }
        // A multi-line literal's line breaks are \n whatever the file had: a \r would be lost.
        if text.utf8.contains(UInt8(ascii: "\r")) { fail("\(declarations.path)/\(path) has \\r line breaks: use \\n") }
        swift +=
            "        InterfaceFile(module: \(String(reflecting: module)), name: \(String(reflecting: name)), text: "
        swift += literal(text) + "),\n"
    }
}
swift += "    ]\n}\n"
do {
    try Data(swift.utf8).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
} catch {
    fail("cannot write \(arguments[2]): \(error)")
}
