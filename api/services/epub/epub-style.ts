// The book's one stylesheet: readable serif text that leaves the reader's own settings room,
// tables with borders that wrap rather than run off the page, pictures no wider than the page.

export const EPUB_CSS = `body { font-family: Georgia, "Palatino Linotype", Palatino, "Times New Roman", serif; line-height: 1.5; margin: 0 0.5em; }
h1, h2, h3, h4, h5, h6 { line-height: 1.25; page-break-after: avoid; }
h1 { font-size: 1.6em; margin: 1.5em 0 0.75em; }
h2 { font-size: 1.4em; margin: 1.2em 0 0.8em; }
h3 { font-size: 1.2em; margin: 1.2em 0 0.5em; }
h4, h5, h6 { font-size: 1em; margin: 1em 0 0.5em; }
p { margin: 0 0 0.8em; }
blockquote { margin: 1em 1.5em; font-style: italic; }
pre { white-space: pre-wrap; overflow-wrap: break-word; font-size: 0.9em; }
code { font-family: "Courier New", Courier, monospace; }
hr { border: none; border-top: 1px solid; width: 30%; margin: 1.5em auto; }
img { max-width: 100%; height: auto; }
.image-alt { font-style: italic; }
table { border-collapse: collapse; width: 100%; table-layout: fixed; margin: 1em 0; }
th, td { border: 1px solid; padding: 0.25em 0.5em; vertical-align: top; overflow-wrap: break-word; word-wrap: break-word; }
th { font-weight: bold; }
.cover { text-align: center; margin: 0; }
.cover img { max-height: 95vh; }
.title-page, .part { text-align: center; margin-top: 20%; }
.description { font-style: italic; }
.creator, .subtitle { margin-top: 2em; }
nav ol { list-style: none; padding-left: 1em; }
`
