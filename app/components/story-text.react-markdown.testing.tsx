// The story renderer before app/lib/markdown/ (react-markdown, the same options and components), kept
// for tests only: story-text.test.ts checks that ours renders stories exactly as it did.
import Markdown, { type Components } from 'react-markdown'
import { separateSceneBreaks } from '../lib/scene-breaks.ts'

const ALLOWED = ['p', 'strong', 'em', 'del', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'blockquote', 'ul', 'ol', 'li', 'br', 'code', 'pre', 'a']

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
  blockquote: ({ children }) => <blockquote className="mb-[1em] border-l-4 border-current/25 pl-4 italic">{children}</blockquote>,
  ul: ({ children }) => <ul className="mb-[1em] list-disc pl-6">{children}</ul>,
  ol: ({ children }) => <ol className="mb-[1em] list-decimal pl-6">{children}</ol>,
  pre: ({ children }) => <pre className="mb-[1em] whitespace-pre-wrap font-mono text-[0.9em]">{children}</pre>,
  a: ({ href, children }) => href
    ? <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="underline underline-offset-2">{children}</a>
    : <span>{children}</span>,
}

export function ReactMarkdownStoryText({ text }: { text: string }) {
  return (
    <div data-testid="story-text" className="break-words ">
      <Markdown allowedElements={ALLOWED} unwrapDisallowed components={COMPONENTS}>
        {separateSceneBreaks(text)}
      </Markdown>
    </div>
  )
}
