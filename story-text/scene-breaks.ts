// Scene breaks in story text: a line of only `***`, `---`, `* * *` (or `___`) is a break. Markdown
// would read `---` right under a paragraph as a heading underline, so breaks get blank lines around.
const SCENE_BREAK = /^\s{0,3}([*\-_])(?:\s*\1){2,}\s*$/

export const isSceneBreak = (line: string): boolean => SCENE_BREAK.test(line)

export function separateSceneBreaks(text: string): string {
  return text
    .split('\n')
    .map((line) => (isSceneBreak(line) ? `\n${line.trim()}\n` : line))
    .join('\n')
}
