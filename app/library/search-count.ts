// The home search's count line: how many stories matched, and that only the best are shown when
// there are more than the page draws.

export function searchCountLine(total: number, shown: number): string {
  const found = `${total.toLocaleString('en')} ${total === 1 ? 'story' : 'stories'} found`
  return shown < total ? `${found} · the best ${shown} shown (My Library lists them all)` : found
}
