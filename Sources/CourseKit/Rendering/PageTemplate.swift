/// The HTML5 document around every page: language, viewport for phones, the shared stylesheet.
enum PageTemplate {
    /// How every page starts, up to its mark, by which `render` knows a page as its own.
    ///
    /// The mark is `<meta name="generator" content="course render">`.
    static let start = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="generator" content="course render">

        """

    static func page(title: String, description: String, body: String) -> String {
        start + """
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="color-scheme" content="light dark">
            <meta name="description" content="\(HTMLOutputEscaping.escaped(description))">
            <title>\(HTMLOutputEscaping.escaped(title))</title>
            <link rel="stylesheet" href="\(SiteStylesheet.fileName)">
            </head>
            <body>
            <main>
            \(body)</main>
            </body>
            </html>

            """
    }
}
