// Original cover artwork for the demo stories, drawn as SVG: a night gradient, a seeded
// starfield and a ringed world in the story's palette. Rendered to PNG by sharp at seed time.
export function coverSvg(seed: number, [deep, accent, light]: [string, string, string]): string {
  let state = (seed * 2654435761) % 4294967296
  const random = () => (state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296
  const stars = Array.from({ length: 90 }, () => {
    const r = (random() * 1.4 + 0.3).toFixed(2)
    return `<circle cx="${(random() * 400).toFixed(1)}" cy="${(random() * 600).toFixed(1)}" r="${r}" fill="${light}" opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`
  }).join('')
  const cx = 120 + random() * 160
  const cy = 230 + random() * 160
  const radius = 70 + random() * 50
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="#020617"/>
    </linearGradient>
    <radialGradient id="world" cx="0.35" cy="0.35" r="0.8">
      <stop offset="0" stop-color="${light}"/><stop offset="0.45" stop-color="${accent}"/><stop offset="1" stop-color="${deep}"/>
    </radialGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="400" height="600" fill="url(#sky)"/>
  ${stars}
  <circle cx="${cx}" cy="${cy}" r="${radius * 1.9}" fill="url(#glow)"/>
  <circle cx="${cx}" cy="${cy}" r="${radius}" fill="url(#world)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${radius * 1.6}" ry="${radius * 0.32}" fill="none" stroke="${light}" stroke-opacity="0.7" stroke-width="3" transform="rotate(-18 ${cx} ${cy})"/>
  <path d="M0 540 Q200 480 400 540 L400 600 L0 600 Z" fill="#020617" opacity="0.85"/>
</svg>`
}

/** The picture in "A Map of Small Kindnesses": a notebook page charting three stations and the
 * favours between them, in ink on paper. */
export function notebookMapSvg(): string {
  const stations = [
    ['Kessel Drift', 150, 170],
    ['Halcyon Relay', 520, 120],
    ['Marrow Point', 380, 330],
  ] as const
  const ink = '#1e3a5f'
  const lines = [
    [0, 1],
    [1, 2],
    [2, 0],
  ]
    .map(([a, b]) => {
      const [, x1, y1] = stations[a!]!
      const [, x2, y2] = stations[b!]!
      return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${ink}" stroke-width="2" stroke-dasharray="8 6"/>`
    })
    .join('')
  const marks = stations
    .map(
      ([name, x, y]) =>
        `<circle cx="${x}" cy="${y}" r="12" fill="none" stroke="${ink}" stroke-width="3"/><circle cx="${x}" cy="${y}" r="4" fill="${ink}"/>` +
        `<text x="${x}" y="${y + 36}" font-family="serif" font-size="22" fill="${ink}" text-anchor="middle">${name}</text>`,
    )
    .join('')
  const rules = Array.from(
    { length: 11 },
    (_, i) => `<line x1="0" y1="${40 + i * 36}" x2="700" y2="${40 + i * 36}" stroke="#93c5fd" stroke-opacity="0.45"/>`,
  ).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="700" height="420" viewBox="0 0 700 420">
  <rect width="700" height="420" fill="#fdf6e3"/>${rules}
  <line x1="60" y1="0" x2="60" y2="420" stroke="#f87171" stroke-opacity="0.6" stroke-width="2"/>
  ${lines}${marks}
</svg>`
}
