/// The one stylesheet every page links (`style.css`).
///
/// System fonts, light and dark by `prefers-color-scheme` (the pages' `color-scheme` meta tag tells
/// the browser both work), a single readable column from 375-px phones up, and a print layout with
/// every answer open. No JavaScript anywhere: answers open with `<details>`.
enum SiteStylesheet {
    static let fileName = "style.css"

    /// The stylesheet's first line, by which `render` knows it as its own.
    static let mark = "/* Written by course render. */\n"

    static let css =
        mark + """
            :root {
              --text: #1d1d1f; --muted: #5f6368; --background: #ffffff; --surface: #f5f5f7; --border: #d8d8dc;
              --accent: #0a58ca; --code-background: #f6f8fa;
              --del-background: #ffebe9; --del-text: #82071e; --ins-background: #dafbe1; --ins-text: #116329;
              --hl-keyword: #9b2393; --hl-attribute: #815f03; --hl-macro: #643820; --hl-string: #c41a16;
              --hl-number: #1c00cf; --hl-comment: #5d6c79; --hl-type: #0b4f79;
            }
            @media (prefers-color-scheme: dark) {
              :root {
                --text: #f2f2f7; --muted: #a1a1aa; --background: #17171a; --surface: #232327; --border: #3a3a40;
                --accent: #6cb4ff; --code-background: #1f1f24;
                --del-background: #4a1d21; --del-text: #ffb4ae; --ins-background: #173a24; --ins-text: #9be9a8;
                --hl-keyword: #ff7ab2; --hl-attribute: #d9a85b; --hl-macro: #fd8f3f; --hl-string: #ff8170;
                --hl-number: #d9c97c; --hl-comment: #7f8c98; --hl-type: #5dd8ff;
              }
            }
            * { box-sizing: border-box; }
            html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
            body {
              margin: 0; background: var(--background); color: var(--text);
              font: 17px/1.55 -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
            }
            main { max-width: 46rem; margin: 0 auto; padding: 1rem 1rem 4rem; }
            a { color: var(--accent); }
            a:not([href]) { color: inherit; }
            nav.breadcrumb { font-size: 0.9rem; margin-bottom: 1.5rem; }
            .eyebrow { color: var(--muted); font-size: 0.9rem; margin: 0; text-transform: uppercase; letter-spacing: 0.04em; }
            h1 { font-size: 2.1rem; line-height: 1.15; margin: 0.2rem 0 0.3rem; }
            .subtitle { font-size: 1.3rem; color: var(--muted); margin: 0 0 1.5rem; }
            h2 { font-size: 1.5rem; line-height: 1.25; margin: 2.5rem 0 0.8rem; padding-top: 1rem; border-top: 1px solid var(--border); }
            h2 .step-number { display: block; font-size: 0.85rem; color: var(--muted); font-weight: 600;
              text-transform: uppercase; letter-spacing: 0.05em; }
            h3 { font-size: 1.15rem; margin: 1.8rem 0 0.5rem; }
            h4, h5, h6 { font-size: 1rem; margin: 1.4rem 0 0.4rem; }
            .facts { display: grid; gap: 0.8rem; margin: 1rem 0 2rem; }
            .fact { background: var(--surface); border-radius: 12px; padding: 0.8rem 1rem; }
            .fact > h2 { font-size: 0.85rem; margin: 0 0 0.3rem; padding: 0; border: 0; color: var(--muted);
              text-transform: uppercase; letter-spacing: 0.05em; }
            .fact p { margin: 0.3rem 0; }
            code, pre, kbd { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; }
            :not(pre) > code { background: var(--code-background); border-radius: 4px; padding: 0.1em 0.3em;
              font-size: 0.88em; overflow-wrap: anywhere; }
            kbd { border: 1px solid var(--border); border-bottom-width: 2px; border-radius: 4px; padding: 0 0.3em; font-size: 0.85em; }
            pre.code { background: var(--code-background); border: 1px solid var(--border); border-radius: 8px;
              padding: 0.75rem 0; margin: 0.6rem 0 1rem; overflow-x: auto; font-size: 0.8rem; line-height: 1.5; tab-size: 4; }
            pre.code > code { display: block; min-width: max-content; padding: 0 0.9rem; }
            pre.diff > code { padding: 0; }
            .diff-same, .diff-del, .diff-ins, .diff-gap { display: inline-block; width: 100%; padding: 0 0.9rem 0 0.5rem; text-decoration: none; }
            .diff-del { background: var(--del-background); color: var(--del-text); }
            .diff-ins { background: var(--ins-background); color: var(--ins-text); }
            .diff-gap { color: var(--muted); }
            .diff-sign { display: inline-block; width: 1.2em; user-select: none; font-weight: 700; }
            .hl-keyword { color: var(--hl-keyword); font-weight: 600; }
            .hl-attribute { color: var(--hl-attribute); }
            .hl-macro { color: var(--hl-macro); }
            .hl-string { color: var(--hl-string); }
            .hl-number { color: var(--hl-number); }
            .hl-comment { color: var(--hl-comment); font-style: italic; }
            .hl-type { color: var(--hl-type); }
            .cloze-gap { text-decoration: underline dotted; text-underline-offset: 0.2em; }
            .diff-del [class^="hl-"], .diff-ins [class^="hl-"] { color: inherit; }
            figure { margin: 1rem 0; }
            figcaption { font-size: 0.9rem; color: var(--muted); margin-bottom: 0.2rem; }
            figcaption code { font-size: 0.95em; }
            .output-label { font-size: 0.8rem; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: 0.05em; }
            pre.compiler { border-left: 4px solid var(--del-text); }
            .screenshot { margin: 1rem auto; max-width: 20rem; }
            .screenshot .frame { display: flex; align-items: center; justify-content: center; text-align: center;
              min-height: 7rem; margin: 0 auto; border: 2px dashed var(--border);
              border-radius: 22px; padding: 1rem; color: var(--muted); font-size: 0.9rem; background: var(--surface); }
            .screenshot figcaption { text-align: center; margin-top: 0.4rem; }
            .device { display: block; font-size: 0.8rem; }
            .card, .question { border: 1px solid var(--border); border-radius: 12px; padding: 0.3rem 1rem 0.6rem; margin: 1rem 0; background: var(--background); }
            .card-label, .question-label { font-size: 0.8rem; font-weight: 600; color: var(--muted); margin: 0.7rem 0 0;
              text-transform: none; letter-spacing: 0; }
            .question h3 { margin-top: 0.2rem; }
            details { margin: 0.6rem 0 0.2rem; }
            summary { cursor: pointer; font-weight: 600; color: var(--accent); padding: 0.3rem 0; }
            details[open] > summary { margin-bottom: 0.4rem; }
            .sources { font-size: 0.95rem; }
            .sources ul { padding-left: 1.2rem; }
            blockquote { margin: 1rem 0; padding: 0 1rem; border-left: 4px solid var(--border); color: var(--muted); }
            img { max-width: 100%; height: auto; }
            table { border-collapse: collapse; }
            .lesson-list { list-style: none; padding: 0; }
            .lesson-list li { border: 1px solid var(--border); border-radius: 12px; padding: 0.8rem 1rem; margin: 0.6rem 0; }
            .lesson-list h2 { border-top: 0; padding-top: 0; margin: 0.3rem 0; }
            .lesson-list .counts { color: var(--muted); font-size: 0.9rem; margin: 0.2rem 0 0; }
            footer { margin-top: 3rem; color: var(--muted); font-size: 0.85rem; }
            /* On a wide screen a step's code may stand wider than the prose, so 110-column lines fit. */
            @media (min-width: 1100px) {
              .step > pre.code, .step > .code-figure > pre.code { margin-left: -4rem; margin-right: -4rem; }
            }
            @media (max-width: 480px) {
              body { font-size: 16px; }
              main { padding: 0.75rem 0.9rem 3rem; }
              h1 { font-size: 1.75rem; }
              .step > pre.code, .step > .code-figure > pre.code {
                font-size: 0.75rem; margin-left: -0.9rem; margin-right: -0.9rem; border-radius: 0; border-left: 0; border-right: 0; }
              pre.code { font-size: 0.75rem; }
            }
            @media print {
              body { font-size: 11pt; background: #fff; color: #000; }
              main { max-width: none; padding: 0; }
              nav.breadcrumb, footer { display: none; }
              details > summary { list-style: none; color: #000; }
              details > :not(summary) { display: block !important; }
              details::details-content { content-visibility: visible; display: block; }
              pre.code { white-space: pre-wrap; overflow-wrap: anywhere; overflow: visible; font-size: 8.5pt; }
              pre.code > code { min-width: 0; }
              .card, .question, figure { break-inside: avoid; }
              a[href^="http"]::after { content: " (" attr(href) ")"; font-size: 0.85em; overflow-wrap: anywhere; }
            }

            """
}
