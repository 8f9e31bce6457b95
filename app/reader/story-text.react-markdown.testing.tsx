// The story renderer before story-text/markdown/ (react-markdown, the same options and components), kept
// for tests only: story-text.test.ts checks that ours renders stories exactly as it does, with GFM
// tables (micromark's own table extension, nothing else of GFM) and this site's pictures.
import Markdown, { type Components } from 'react-markdown'
import type { Plugin } from 'unified'
import { gfmTable } from 'micromark-extension-gfm-table'
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table'
import { separateSceneBreaks } from '../../story-text/scene-breaks.ts'

const ALLOWED = [
  'p',
  'strong',
  'em',
  'del',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'blockquote',
  'ul',
  'ol',
  'li',
  'br',
  'code',
  'pre',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
]

/** GFM's tables alone (remark-gfm would bring autolinks, strikethrough and footnotes too). */
const tablesOnly: Plugin = function () {
  const data = this.data() as { micromarkExtensions?: unknown[]; fromMarkdownExtensions?: unknown[] }
  ;(data.micromarkExtensions ??= []).push(gfmTable())
  ;(data.fromMarkdownExtensions ??= []).push(gfmTableFromMarkdown())
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const
type Aligned = { style?: { textAlign?: keyof typeof ALIGN } }
const cellClass = (props: Aligned) =>
  `border border-current/25 px-2 py-1 align-top ${ALIGN[props.style?.textAlign ?? 'left']}`

const COMPONENTS: Components = {
  h1: ({ children }) => <h3 className="mb-[0.6em] mt-[1.4em] text-[1.35em] font-bold">{children}</h3>,
  h2: ({ children }) => <h3 className="mb-[0.6em] mt-[1.4em] text-[1.25em] font-bold">{children}</h3>,
  h3: ({ children }) => <h4 className="mb-[0.5em] mt-[1.2em] text-[1.15em] font-bold">{children}</h4>,
  h4: ({ children }) => <h5 className="mb-[0.5em] mt-[1.2em] text-[1.05em] font-bold">{children}</h5>,
  h5: ({ children }) => <h6 className="mb-[0.5em] mt-[1em] font-bold">{children}</h6>,
  h6: ({ children }) => <h6 className="mb-[0.5em] mt-[1em] font-bold">{children}</h6>,
  p: ({ children }) => <p className="mb-[1em]">{children}</p>,
  hr: () => (
    <div role="separator" className="my-[1.6em] select-none text-center tracking-[0.8em] opacity-60">
      <span aria-hidden>✦✦✦</span>
    </div>
  ),
  blockquote: ({ children }) => (
    <blockquote className="mb-[1em] border-l-4 border-current/25 pl-4 italic">{children}</blockquote>
  ),
  ul: ({ children }) => <ul className="mb-[1em] list-disc pl-6">{children}</ul>,
  // Its number kept (react-markdown's own `ol` has it; the reader's used to drop it, so "3." showed as 1).
  ol: ({ children, start }) => (
    <ol start={start} className="mb-[1em] list-decimal pl-6">
      {children}
    </ol>
  ),
  pre: ({ children }) => <pre className="mb-[1em] whitespace-pre-wrap font-mono text-[0.9em]">{children}</pre>,
  img: ({ src, alt }) =>
    typeof src === 'string' && src.startsWith('/') && !src.startsWith('//') ? (
      <img
        src={src}
        alt={alt ?? ''}
        loading="lazy"
        decoding="async"
        className="mx-auto my-[0.5em] block h-auto max-w-full rounded"
      />
    ) : (
      <span>{alt}</span>
    ),
  table: ({ children }) => (
    <div role="region" aria-label="Table" tabIndex={0} className="mb-[1em] max-w-full overflow-x-auto">
      <table className="border-collapse text-[0.9em]">{children}</table>
    </div>
  ),
  th: ({ children, style }) => <th className={cellClass({ style } as Aligned)}>{children}</th>,
  td: ({ children, style }) => <td className={cellClass({ style } as Aligned)}>{children}</td>,
  a: ({ href, children }) =>
    href ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
}

export function ReactMarkdownStoryText({ text }: { text: string }) {
  return (
    <div data-testid="story-text" className="break-words ">
      <Markdown allowedElements={ALLOWED} unwrapDisallowed components={COMPONENTS} remarkPlugins={[tablesOnly]}>
        {separateSceneBreaks(text)}
      </Markdown>
    </div>
  )
}
