// scratch: CPU profile of one tap after the picker. STATIC=<dist> CONTROL=menu|admin|comments MODE=after|early
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startServer } from './server.ts'
import { firstPage, freshProfile, PHONE } from './chromium-profile.ts'
import { recordTaps } from './tap-recorder.ts'
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'taps-scratch-'))
const dataDir = path.join(workDir, 'data'); fs.mkdirSync(dataDir, { recursive: true })
const staticDir = process.env.STATIC ?? path.resolve('dist')
const server = await startServer({ port: 8613, dataDir, staticDir, env: { SEED_DEMO: '1' } })
const control = process.env.CONTROL ?? 'menu'
const sel: Record<string, string> = { menu: 'button[aria-label="Open menu"]', admin: 'button[aria-label="Admin login"]', comments: 'main button:has(svg.lucide-message-circle)' }
const { context, close } = await freshProfile(PHONE)
try {
  await context.addInitScript(recordTaps)
  const page = await firstPage(context)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.goto(server.origin, { waitUntil: 'commit' })
  const tapAt = async (selector: string) => {
    const box = (await page.locator(selector).first().boundingBox())!
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
  }
  if (process.env.MODE !== 'early') {
    await page.waitForFunction(() => (window as any).tapRecorder.pickerShownAt, undefined, { polling: 100, timeout: 60000 })
    await tapAt('[data-testid="faction-knights"]')
    await page.getByRole('button', { name: 'Apply Theme' }).waitFor()
    await tapAt('text=Apply Theme')
    await page.waitForFunction(() => !document.querySelector('dialog[open]'), undefined, { polling: 100 })
  }
  if (control === 'comments') await page.locator(sel.comments).first().scrollIntoViewIfNeeded()
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await page.evaluate((a) => (window as any).tapRecorder.arm(a), { menu: 'menu open', admin: 'admin login open', comments: 'comments open' }[control])
  await tapAt(sel[control]!)
  await page.waitForFunction(() => (window as any).tapRecorder.result().paintedAt, undefined, { polling: 100, timeout: 30000 })
  const { profile } = await cdp.send('Profiler.stop')
  const r = await page.evaluate(() => (window as any).tapRecorder.result())
  console.log('tap→answer', r.paintedAt - r.tappedAt, r)
  // self time per function
  const byId = new Map(profile.nodes.map((n: any) => [n.id, n]))
  const self = new Map<number, number>()
  const dt = profile.timeDeltas!
  profile.samples!.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)))
  const agg = new Map<string, number>()
  for (const [id, us] of self) {
    const n: any = byId.get(id); const cf = n.callFrame
    const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`
    agg.set(key, (agg.get(key) ?? 0) + us)
  }
  console.log([...agg].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / 1000).toFixed(1)} ${k}`).join('\n'))
  // total (inclusive) time by function name
  const parent = new Map<number, number>()
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id)
  const incl = new Map<string, number>()
  for (const [id, us] of self) {
    const seen = new Set<string>()
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const cf = (byId.get(cur) as any).callFrame
      const key = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}`
      if (seen.has(key)) continue
      seen.add(key); incl.set(key, (incl.get(key) ?? 0) + us)
    }
  }
  fs.writeFileSync('/tmp/taps-work/prof-' + control + '.json', JSON.stringify(profile))
  console.log('--- inclusive'); console.log([...incl].sort((a, b) => b[1] - a[1]).slice(0, 70).map(([k, v]) => `${(v / 1000).toFixed(1)} ${k}`).join('\n'))
} finally { await close(); await server.stop(); fs.rmSync(workDir, { recursive: true, force: true }) }
