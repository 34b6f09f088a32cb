import Foundation
import Testing

/// Headless Chromium (Debian's `chromium`) screenshots of the rendered lesson at a phone's width and
/// a desktop's, kept in `.build/screenshots-test/` for a person to look at. The test checks that
/// the browser drew them at those widths; `Scripts/render-screenshots.sh` takes the whole pages.
@Suite("screenshots of the rendered lesson", .ownThreads)
struct ScreenshotTests {
    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data)
        guard bytes.count > 24, bytes[1...3] == [0x50, 0x4E, 0x47] else { return nil }
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }

    @Test(.enabled(if: chromium != nil, "chromium is not installed: apt-get install -y chromium"))
    func theLessonIsDrawnAtPhoneAndDesktopWidths() throws {
        let folder = CourseProcess.packageRoot.appendingPathComponent(".build/screenshots-test")
        try? FileManager.default.removeItem(at: folder)
        let render = try CourseProcess.run(["render", "Content", "--out", folder.appendingPathComponent("site").path])
        #expect(render.status == 0, "\(render.standardError)")
        for (width, height) in [(375, 812), (1280, 900)] {
            let png = folder.appendingPathComponent("lesson-19-\(width).png")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: Self.chromium!)
            process.arguments = [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--window-size=\(width),\(height)", "--screenshot=\(png.path)",
                folder.appendingPathComponent("site/lesson-19.html").absoluteString,
            ]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            let size = Self.pngSize(try Data(contentsOf: png))
            #expect(
                size?.width == width && size?.height == height, "\(png.lastPathComponent): \(String(describing: size))")
            // A page that failed to load is one flat colour: a real one compresses far less.
            #expect(try Data(contentsOf: png).count > 20_000, "\(png.lastPathComponent) looks blank")
        }
    }
}
