// Compresses the built app once, at build time: a .br (quality 11) and a .gz (level 9) beside each
// text file worth it, so the server sends files instead of compressing scripts on every request
// (@fastify/static's preCompressed picks the one the browser accepts). Runs after the service
// worker is generated, and the worker's precache never lists these copies (it globs by extension).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/
/** Below this a compressed copy saves less than its headers cost. */
export const PRECOMPRESS_MIN_BYTES = 1024

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* files(full)
    else if (COMPRESSIBLE.test(entry.name)) yield full
  }
}

/** Writes the copies for every compressible file under `dir` (whose name matches `only`, if given). */
export function precompressDir(dir: string, only?: RegExp): number {
  let written = 0
  for (const file of files(dir)) {
    if (only && !only.test(path.basename(file))) continue
    const data = fs.readFileSync(file)
    if (data.length < PRECOMPRESS_MIN_BYTES) continue
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(data, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    )
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
    written++
  }
  return written
}

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'infinaeon-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler: () => {
        precompressDir(outDir)
      },
    },
  }
}
