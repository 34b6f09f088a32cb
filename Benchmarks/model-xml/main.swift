// The Core Data model reader (`Checking/CoreData/ModelXML.swift`, compiled beside this file by run.sh)
// against Foundation's `XMLParser` (FoundationXML off Apple's platforms, libxml2 underneath), on the
// model files given: the time to read each into elements (median of the rounds), whether both read the
// same elements, attributes and text, and what each says, where, of the inputs the reader's tests call
// malformed.
//
//     swiftc -O ModelXML.swift main.swift -o model-xml && ./model-xml FILE...   (run.sh does this)

import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// An element as `XMLParser` reports it: where its start tag ends (libxml2 gives no other place).
final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [ModelXML.Element] = []
    var root: ModelXML.Element?

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        stack.append(
            ModelXML.Element(name: name, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(element) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if !stack.isEmpty { stack[stack.count - 1].text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA data: Data) {
        if !stack.isEmpty { stack[stack.count - 1].text += String(decoding: data, as: UTF8.self) }
    }
}

/// `text` read by `XMLParser`: the top element, or the error with its line and column.
func parsed(_ text: String) -> (root: ModelXML.Element?, problem: String?) {
    let parser = XMLParser(data: Data(text.utf8))
    let builder = TreeBuilder()
    parser.delegate = builder
    // A document XMLParser reads with an error noted, or with no top element, counts as not read.
    let read = parser.parse()
    if read, parser.parserError == nil, let root = builder.root { return (root, nil) }
    let error = parser.parserError.map { "\($0.localizedDescription)" } ?? "no error, but no top element"
    return (nil, "\(read ? "read, " : "")\(parser.lineNumber):\(parser.columnNumber): \(error)")
}

/// Elements, attributes and trimmed text equal, positions aside.
func same(_ a: ModelXML.Element, _ b: ModelXML.Element) -> Bool {
    a.name == b.name && a.attributes == b.attributes
        && a.text.trimmingCharacters(in: .whitespacesAndNewlines)
            == b.text.trimmingCharacters(in: .whitespacesAndNewlines)
        && a.children.count == b.children.count && zip(a.children, b.children).allSatisfy(same)
}

func count(_ element: ModelXML.Element) -> Int { 1 + element.children.map(count).reduce(0, +) }

/// The median of `rounds` timings of `body` run `times` times, in microseconds a run.
func median(rounds: Int = 15, times: Int, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<times { body() }
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / Double(times) / 1000)
    }
    return samples.sorted()[rounds / 2]
}

print("| model | bytes | elements | ModelXML µs | XMLParser µs | ratio | same tree |")
print("|---|---:|---:|---:|---:|---:|---|")
for path in CommandLine.arguments.dropFirst() {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        print("cannot read \(path)")
        continue
    }
    let ours = try? ModelXML(text).root
    let theirs = parsed(text).root
    let times = 2000
    let hand = median(times: times) { _ = try? ModelXML(text) }
    let foundation = median(times: times) { _ = parsed(text) }
    let agree = ours.flatMap { a in theirs.map { b in same(a, b) } } ?? false
    let name = path.split(separator: "/").suffix(3).joined(separator: "/")
    print(
        "| \(name) | \(text.utf8.count) | \(ours.map(count) ?? 0) | \(String(format: "%.1f", hand)) | "
            + "\(String(format: "%.1f", foundation)) | \(String(format: "%.1f", foundation / hand))x | \(agree) |")
}

// The malformed inputs of CoreDataCodegenTests: what each reader says, and where.
let malformed = [
    "<model>", "<model>\n  </entity>", "<model a=\"1\" b>", "<model>&nope;</model>", "<model/><model/>", "",
    "<model>\n  <entity name=\"A\" x=\"1\" x=\"2\"/>\n</model>",
]
print("\n| input | ModelXML | XMLParser |")
print("|---|---|---|")
for text in malformed {
    var ours = "read"
    do throws(ModelXML.Problem) { _ = try ModelXML(text) } catch {
        ours = "\(error.line):\(error.column): \(error.message)"
    }
    let theirs = parsed(text).problem ?? "read"
    let shown = text.replacingOccurrences(of: "\n", with: "⏎")
    print("| `\(shown)` | \(ours) | \(theirs) |")
}
