// A route's path as Fastify writes it (`:name` segments) turned into a pattern of pathnames: one
// rule for the first screens, the worker's media matchers and the server's own media URLs.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export interface PathPatternOptions {
  /** Capture each `:name` segment, in order. */
  capture?: boolean
  /** A `:name` segment that may only be one of these. */
  values?: Readonly<Record<string, readonly string[]>>
}

/** The pattern's source: each `:name` is one segment (or one of its `values`). */
export function pathSource(path: string, { capture = false, values = {} }: PathPatternOptions = {}): string {
  return path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment)
      const allowed = values[segment.slice(1)]
      const body = allowed ? allowed.map(escapeRegExp).join('|') : '[^/]+'
      return capture ? `(${body})` : `(?:${body})`
    })
    .join('/')
}

/** The whole pathname matches the path. */
export const pathPattern = (path: string, options?: PathPatternOptions) => new RegExp(`^${pathSource(path, options)}$`)
