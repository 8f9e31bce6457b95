// The colours of highlights in the reader: a pale ink behind the words in each reader theme, chosen
// so the theme's text keeps at least 4.5:1 contrast on it (highlight-colours.test.ts measures it
// against styles.css), and a bright swatch for the buttons and lists that name a colour. The rules
// come with the reader's places part (reader-highlights.tsx), not in the first load's stylesheet.
import { HIGHLIGHT_COLOURS, type HighlightColour } from '../../db/local/types.ts'
import { READER_THEMES, type ReaderTheme } from '../../page/reading-bounds.ts'

export const HIGHLIGHT_BACKGROUNDS: Record<ReaderTheme, Record<HighlightColour, string>> = {
  dark: { yellow: '#5c4d12', green: '#1f4d31', blue: '#1e3d66', pink: '#5e2447' },
  light: { yellow: '#ffeb85', green: '#c6f0cf', blue: '#cde3ff', pink: '#ffd5e7' },
  sepia: { yellow: '#f1d36c', green: '#cfe0ad', blue: '#c6d9ec', pink: '#efc5cc' },
}

/** A colour as a button or a list shows it (beside its name, never alone). */
export const HIGHLIGHT_SWATCHES: Record<HighlightColour, string> = {
  yellow: '#facc15',
  green: '#4ade80',
  blue: '#60a5fa',
  pink: '#f472b6',
}

export const COLOUR_NAMES: Record<HighlightColour, string> = {
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  pink: 'Pink',
}

/** The name of a colour's highlight in the CSS Custom Highlight API's registry (`::highlight(name)`). */
export const highlightName = (colour: HighlightColour) => `reader-highlight-${colour}`

/** The attribute the drawn rectangles of engines without that API carry (reader-highlights.tsx). */
export const RECT_ATTRIBUTE = 'data-highlight-rect'

/**
 * The stylesheet: each colour for each theme (dark unless <html> names another), once as a custom
 * highlight and once for the drawn rectangles. Kept as separate rules: an engine that does not
 * know `::highlight()` drops a whole rule that names it.
 */
export function highlightStyles(): string {
  return READER_THEMES.flatMap((theme) => {
    const scope = theme === 'dark' ? '' : `:root[data-reader-theme='${theme}'] `
    return HIGHLIGHT_COLOURS.flatMap((colour) => {
      const background = `{ background-color: ${HIGHLIGHT_BACKGROUNDS[theme][colour]}; }`
      return [
        `${scope}::highlight(${highlightName(colour)}) ${background}`,
        `${scope}[${RECT_ATTRIBUTE}='${colour}'] ${background}`,
      ]
    })
  }).join('\n')
}
