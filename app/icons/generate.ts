// Renders every PNG icon of the web app manifest from the one source, app/icons/icon.svg, into
// app/public/icons/ (committed). Run after changing the artwork: `npx tsx app/icons/generate.ts`.
// Maskable and Apple icons fill the whole square and keep the planet inside the 80 % safe zone
// (https://web.dev/articles/maskable-icon); the badge is a white silhouette (Android reads alpha).
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const here = path.dirname(new URL(import.meta.url).pathname)
const out = path.resolve(here, '../public/icons')
const source = fs.readFileSync(path.join(here, 'icon.svg'), 'utf8')

const part = (name: string) => {
  const match = source.match(new RegExp(`<!-- ${name} -->([\\s\\S]*?)<!-- /${name} -->`))
  if (!match) throw new Error(`icon.svg has no part "${name}"`)
  return match[1]!
}
const defs = source.match(/<defs>[\s\S]*?<\/defs>/)![0]
const backdrop = part('backdrop')
const planet = part('planet')
/** The backdrop with a square tile: the platform cuts its own shape out of it. */
const fullBleed = backdrop.replace('rx="112"', 'rx="0"')

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${defs}${body}</svg>`
/** Scales a part about the centre of the 512 canvas. */
const scaled = (body: string, factor: number) =>
  `<g transform="translate(256 256) scale(${factor}) translate(-256 -256)">${body}</g>`

/** Shortcut glyphs, drawn in the accent gold on the icon's own backdrop. */
const GLYPHS = {
  library: `<g fill="#e3b341">
    <rect x="120" y="128" width="64" height="256" rx="12"/>
    <rect x="200" y="128" width="64" height="256" rx="12" opacity="0.8"/>
    <rect x="284" y="150" width="64" height="240" rx="12" transform="rotate(-16 316 270)" opacity="0.65"/>
    <rect x="104" y="384" width="304" height="20" rx="10" fill="#f4e3a1"/>
  </g>`,
  favourites: `<path fill="#e3b341" d="M256 404 C160 338 104 284 104 214 C104 166 140 128 186 128 C216 128 240 144 256 170 C272 144 296 128 326 128 C372 128 408 166 408 214 C408 284 352 338 256 404 Z"/>`,
}

const BADGE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <mask id="gap"><rect width="512" height="512" fill="#fff"/>
    <path d="M56 256 A200 54 0 0 0 456 256" fill="none" stroke="#000" stroke-width="64" transform="rotate(-20 256 256)"/></mask>
  <g transform="rotate(-20 256 256)" fill="#fff">
    <circle cx="256" cy="256" r="124" mask="url(#gap)"/>
    <ellipse cx="256" cy="256" rx="200" ry="54" fill="none" stroke="#fff" stroke-width="28"/>
  </g></svg>`

const ICONS: Array<{ file: string; size: number; svg: string }> = [
  { file: 'icon-192.png', size: 192, svg: svg(backdrop + planet) },
  { file: 'icon-512.png', size: 512, svg: svg(backdrop + planet) },
  { file: 'icon-maskable-512.png', size: 512, svg: svg(fullBleed + scaled(planet, 0.8)) },
  { file: 'icon-maskable-192.png', size: 192, svg: svg(fullBleed + scaled(planet, 0.8)) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: svg(fullBleed + scaled(planet, 0.86)) },
  { file: 'badge-96.png', size: 96, svg: BADGE },
  { file: 'shortcut-library-96.png', size: 96, svg: svg(backdrop + GLYPHS.library) },
  { file: 'shortcut-favourites-96.png', size: 96, svg: svg(backdrop + GLYPHS.favourites) },
]

fs.mkdirSync(out, { recursive: true })
for (const icon of ICONS) {
  await sharp(Buffer.from(icon.svg), { density: 72 * (icon.size / 512) * 4 })
    .resize(icon.size, icon.size)
    .png({ compressionLevel: 9, palette: icon.size <= 96 })
    .toFile(path.join(out, icon.file))
  console.log(`${icon.file} ${icon.size}×${icon.size}`)
}
