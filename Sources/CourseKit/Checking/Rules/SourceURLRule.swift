import Foundation

/// Source URLs: each source's link is a well-formed absolute `http` or `https` URL.
///
/// With a host and no spaces, so the rendered page and the quiz can open it.
///
/// Check: a URL that fails these tests is an error at the source's line. (A source without a link
/// at all is the reader's `source-without-link` warning.)
struct SourceURLRule: CheckRule {
    let id = Diagnostic.Rule.sourceURL
    let summary = "every source URL is a well-formed http(s) URL with a host"

    func check(_ context: CheckContext) -> [Diagnostic] {
        guard let course = context.course else { return [] }
        return course.questions.flatMap(\.sources).filter { !$0.url.isEmpty }.compactMap { source in
            problem(with: source.url).map {
                error(
                    "the source URL '\(source.url)' \($0)", at: source.location,
                    hint: "link to the page itself: https://host/path")
            }
        }
    }

    /// What is wrong with `url`, or nil when nothing is.
    func problem(with url: String) -> String? {
        if url.isEmpty { return "is empty" }
        if url.contains(where: { $0.isWhitespace }) { return "contains a space" }
        guard let components = URLComponents(string: url) else { return "is not a valid URL" }
        guard let scheme = components.scheme?.lowercased() else { return "is not absolute (no https://)" }
        guard scheme == "https" || scheme == "http" else { return "uses '\(scheme):', not http or https" }
        guard let host = components.host, !host.isEmpty else { return "has no host" }
        guard host.contains(".") || host == "localhost" else { return "has the host '\(host)', which has no domain" }
        return nil
    }
}
