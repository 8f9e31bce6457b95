// scratch: loop early admin taps at 10k stories, looking for the hang.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './server.ts'
import { seedStories } from './seed.ts'
import { firstPage, freshProfile, PHONE } from './chromium-profile.ts'
import { recordTaps } from './tap-recorder.ts'
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taps-scratch-'))
const dataDir = path.join(workDir, 'data'); fs.mkdirSync(dataDir, { recursive: true })
await seedStories(path.join(dataDir, 'infinaeon.db'))
const staticDir = process.env.STATIC ?? path.resolve('dist')
const server = await startServer({ port: 8615, dataDir, staticDir, env: { SEED_DEMO: '0' } })
const control = process.env.CONTROL ?? 'admin'
const sel = control === 'admin' ? 'button[aria-label="Admin login"]' : control === 'menu' ? 'button[aria-label="Open menu"]' : 'main button:has(svg.lucide-message-circle)'
const log = (...a: unknown[]) => console.log(new Date().toISOString().slice(11, 23), ...a)
try {
  for (let i = 0; i < Number(process.env.N ?? 8); i++) {
    const { context, close } = await freshProfile(PHONE)
    try {
      await context.addInitScript(recordTaps)
      const page = await firstPage(context)
      page.on('crash', () => log('PAGE CRASH'))
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await page.goto(server.origin, { waitUntil: 'commit' })
      log(i, 'committed')
      const step = async <T>(name: string, p: Promise<T>): Promise<T> => {
        let done = false
        const t = setTimeout(async () => {
          if (done) return
          log('STALLED at', name)
          try {
            cdp.on('Debugger.paused', (e: any) => { log('paused:', e.callFrames.slice(0, 12).map((f: any) => `${f.functionName}@${f.url.split('/').pop()}:${f.location.lineNumber}`).join(' < ')); void cdp.send('Debugger.resume') })
            await cdp.send('Debugger.enable')
            await cdp.send('Debugger.pause')
          } catch (e) { log('pause failed', e) }
        }, 30000)
        try { return await p } finally { done = true; clearTimeout(t) }
      }
      let box
      for (;;) {
        box = await step('find', page.evaluate((s) => { const e = document.querySelector(s); if (!e) return null; const r = e.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 } }, sel))
        if (box) break
        await new Promise((r) => setTimeout(r, 50))
      }
      await step('arm', page.evaluate((a) => (window as any).tapRecorder.arm(a), control === 'admin' ? 'admin login open' : control === 'menu' ? 'menu open' : 'comments open'))
      log(i, 'tap at', box)
      await step('tap', page.touchscreen.tap(box.x, box.y))
      log(i, 'tapped')
      const start = Date.now()
      for (;;) {
        const r: any = await step('result', page.evaluate(() => (window as any).tapRecorder.result()))
        if (r.paintedAt) { log(i, 'answered', Math.round(r.paintedAt - r.tappedAt)); break }
        if (Date.now() - start > 20000) { log(i, 'LOST', r); break }
        await new Promise((r) => setTimeout(r, 50))
      }
    } finally { await close() }
  }
} finally { await server.stop(); fs.rmSync(workDir, { recursive: true, force: true }) }
