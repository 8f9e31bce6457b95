// The reader's surfaces. Their colours come from the reader's theme on <html> (the --reader-*
// variables of styles.css): the same classes for every theme, so the server's drawing is already
// in the reader's own theme. Focus rings follow the text colour so they show on every theme.
const FOCUS = '[&_:focus-visible]:outline-current'

export const READER = {
  /** The whole reading surface, in the reader's font size and line spacing. */
  page: `bg-(--reader-bg) text-(--reader-text) ${FOCUS}`,
  /** Fixed bars (header, audio bar): the page colour, opaque (nothing shows through), with a hairline. */
  bar: 'bg-(--reader-bg) border-(--reader-line)',
  muted: 'text-(--reader-muted)',
  hover: 'hover:bg-(--reader-hover)',
  /** Floating surfaces (the chapter menu). */
  menu: `bg-(--reader-menu) text-(--reader-text) border-(--reader-menu-line) ${FOCUS}`,
  /** Outlined buttons in the page (chapter navigation). */
  outline: 'border-(--reader-outline) hover:bg-(--reader-hover)',
} as const

/** Icon buttons in the reader's bars. */
export const iconButton = (extra = '') =>
  `inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg transition disabled:opacity-40 ${READER.hover} ${extra}`
