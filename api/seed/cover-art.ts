// Original cover artwork for the demo stories, drawn as SVG: a night gradient, a seeded
// starfield and a ringed world in the story's palette. Rendered to PNG by sharp at seed time.
export function coverSvg(seed: number, [deep, accent, light]: [string, string, string]): string {
  let state = seed * 2654435761 % 4294967296
  const random = () => ((state = (state * 1664525 + 1013904223) % 4294967296) / 4294967296)
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
