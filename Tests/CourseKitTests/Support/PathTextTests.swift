import Testing

@testable import CourseKit

@Suite("PathText: a path's folder and name, for any path")
struct PathTextTests {
    @Test(arguments: [
        ("a", ".", "a"), ("ab", ".", "ab"), ("a/b", "a", "b"), ("a/b/", "a", "b"), ("/a", "/", "a"),
        ("/", "/", "/"), ("./a", ".", "a"), ("a//b", "a", "b"), ("x/y/z.jsonl", "x/y", "z.jsonl"),
    ])
    func folderAndName(_ path: String, _ folder: String, _ name: String) {
        #expect(PathText.folder(of: path) == folder)
        #expect(PathText.name(of: path) == name)
    }
}
