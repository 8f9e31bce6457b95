// The reader's three themes (stories.md §9): dark = light text on near-black, light = dark on
// white, sepia = brown on #f4ecd8. Focus rings follow the text colour so they show on every theme.
import type { ReaderTheme } from '../../../lib/reading-settings.ts'

export interface ThemeClasses {
  /** The whole reading surface. */
  page: string
  /** Fixed bars (header, audio bar): the page colour, opaque (nothing shows through), with a hairline. */
  bar: string
  muted: string
  hover: string
  /** Floating surfaces (the chapter menu). */
  menu: string
  /** Outlined buttons in the page (chapter navigation). */
  outline: string
}

const FOCUS = '[&_:focus-visible]:outline-current'

export const READER_THEME: Record<ReaderTheme, ThemeClasses> = {
  dark: {
    page: `bg-[#0b0d12] text-[#e8e6e3] ${FOCUS}`,
    bar: 'bg-[#0b0d12] border-white/10',
    muted: 'text-[#a9afbb]',
    hover: 'hover:bg-white/10',
    menu: `bg-[#171b24] text-[#e8e6e3] border-white/15 ${FOCUS}`,
    outline: 'border-white/20 hover:bg-white/10',
  },
  light: {
    page: `bg-white text-[#1f2328] ${FOCUS}`,
    bar: 'bg-white border-black/10',
    muted: 'text-[#57606a]',
    hover: 'hover:bg-black/5',
    menu: `bg-white text-[#1f2328] border-black/15 ${FOCUS}`,
    outline: 'border-black/20 hover:bg-black/5',
  },
  sepia: {
    page: `bg-[#f4ecd8] text-[#5b4636] ${FOCUS}`,
    bar: 'bg-[#f4ecd8] border-[#5b4636]/15',
    muted: 'text-[#7a624a]',
    hover: 'hover:bg-[#5b4636]/10',
    menu: `bg-[#fbf6ea] text-[#5b4636] border-[#5b4636]/20 ${FOCUS}`,
    outline: 'border-[#5b4636]/25 hover:bg-[#5b4636]/10',
  },
}

/** Icon buttons in the reader's bars. */
export const iconButton = (theme: ThemeClasses, extra = '') =>
  `inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg transition disabled:opacity-40 ${theme.hover} ${extra}`
