// Issue 55's first taps on a phone: a fresh profile's first visit to / in Chromium at 390×844 with
// touch and the CPU 4× slower, and the time from a tap to the frame that shows its answer, measured
// by the page itself (tap-recorder.ts). On each visit the person answers the faction picker as soon
// as it is painted (a card, then Apply Theme) and taps one control right after it closes: the menu,
// Admin login or a story card's Comments; then the same control again once closed (the baseline:
// nothing left to load). Other visits tap the control as soon as it is drawn, before the app has
// hydrated it: the head script holds that tap and the app makes it again (app/early-input.ts), and
// the figure is held against the moment React took the button over. Goals are 200 ms.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { CDPSession, Page } from '@playwright/test'
import { firstPage, freshProfile, PHONE } from './chromium-profile.ts'
import { median, overBaselineAtMost, oursAtMost, type Row } from './report.ts'
import { recordTaps, type Answer, type TapRecorder, type TapResult } from './tap-recorder.ts'

const CPU_SLOWDOWN = 4
const ANSWER_LIMIT_MS = 15_000
const DRAWN_LIMIT_MS = 60_000
const POLL_MS = 50
/** Between an answer and the next tap of a sequence: a quick person's pause (the first tap of each visit has none). */
const PAUSE_MS = 250
/** A visit that has not finished by then is given up (and made again once): never a bench that hangs. */
const VISIT_LIMIT_MS = 180_000
/** `BENCH_TRACE=<folder>`: each visit's Chromium trace is written there, to find what a tap waited for. */
const TRACE_DIR = process.env.BENCH_TRACE

type Control = 'menu' | 'admin' | 'comments'
type Target = Control | 'knights' | 'curve' | 'apply' | 'text'
const CONTROLS: Record<Control, { name: string; answer: Answer }> = {
  menu: { name: 'the menu (Open menu)', answer: 'menu open' },
  admin: { name: 'Admin login', answer: 'admin login open' },
  comments: { name: "a story card's Comments", answer: 'comments open' },
}

/** The centre of `target` on screen (scrolled into view first if it is not), or null while it is not drawn. */
function centreOf(page: Page, target: Target): Promise<{ x: number; y: number } | null> {
  return page.evaluate(async (name) => {
    const buttons = () => [...document.querySelectorAll('button')]
    const find: Record<string, () => Element | null | undefined> = {
      menu: () => document.querySelector('button[aria-label="Open menu"]'),
      admin: () => document.querySelector('button[aria-label="Admin login"]'),
      comments: () => buttons().find((b) => /^Comments \(\d+\)$/.test(b.textContent ?? '') && b.closest('main')),
      knights: () => document.querySelector('dialog[open] [data-testid="faction-knights"]'),
      curve: () => document.querySelector('dialog[open] [data-testid="faction-curve"]'),
      apply: () => buttons().find((b) => b.textContent?.trim() === 'Apply Theme'),
      // A heading of the page: a tap with nothing to answer.
      text: () => [...document.querySelectorAll('main h2')].find((h) => !h.closest('a, button')),
    }
    const element = find[name]!()
    // Drawn: in the page and painted (before the first paint a frame may be long in coming).
    if (!element || performance.getEntriesByName('first-contentful-paint').length === 0) return null
    let box = element.getBoundingClientRect()
    // Below the sticky header (64 px) when in the page.
    const top = element.closest('main') ? 64 : 0
    if (box.width === 0 || box.top < top || box.bottom > innerHeight || box.right > innerWidth) {
      element.scrollIntoView({ block: 'center', inline: 'center' })
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve))
        setTimeout(resolve, 1_000)
      })
      box = element.getBoundingClientRect()
    }
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }, target)
}

async function poll<T>(read: () => Promise<T | null | undefined>, limitMs: number, what: string): Promise<T> {
  const start = performance.now()
  for (;;) {
    const value = await read()
    if (value !== null && value !== undefined) return value
    if (performance.now() - start > limitMs) throw new Error(`${what} within ${limitMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

const recorder = (page: Page) => page.evaluate(() => Reflect.get(window, 'tapRecorder') as TapRecorder)

export interface Tap extends TapResult {
  ms?: number
  lost: boolean
}

/** Taps `target` (Input.dispatchTouchEvent, as a finger) and waits for `answer` to be painted. */
async function tap(page: Page, target: Target, answer: Answer, pause = PAUSE_MS): Promise<Tap> {
  await page.waitForTimeout(pause)
  visiting.step = `finding ${target}`
  const at = await poll(() => centreOf(page, target), DRAWN_LIMIT_MS, `${target} was not drawn`)
  await page.evaluate((watched) => (Reflect.get(window, 'tapRecorder') as TapRecorder).arm(watched), answer)
  visiting.step = `tapping ${target}`
  await page.touchscreen.tap(at.x, at.y)
  visiting.step = `waiting for ${answer}`
  try {
    const result = await poll(
      async () => {
        const now = await page.evaluate(() => (Reflect.get(window, 'tapRecorder') as TapRecorder).result())
        return now.paintedAt === undefined ? null : now
      },
      ANSWER_LIMIT_MS,
      `no answer to the tap on ${target}`,
    )
    return { ...result, ms: result.paintedAt! - result.tappedAt!, lost: false }
  } catch {
    return { ...(await page.evaluate(() => (Reflect.get(window, 'tapRecorder') as TapRecorder).result())), lost: true }
  }
}

/** What the visit under way was doing: said when it is given up. */
const visiting = { step: '' }

/** A fresh profile's first visit to `origin` at CPU 4×, recorded from its first script; made again once if it fails. */
async function visit<T>(origin: string, name: string, act: (page: Page) => Promise<T>): Promise<T> {
  try {
    return await visitOnce(origin, name, act)
  } catch (error) {
    console.log(`    the visit ${name} failed (${error instanceof Error ? error.message : String(error)}): made again`)
    return visitOnce(origin, name, act)
  }
}

async function visitOnce<T>(origin: string, name: string, act: (page: Page) => Promise<T>): Promise<T> {
  const { context, close } = await freshProfile(PHONE)
  let timer: NodeJS.Timeout | undefined
  visiting.step = 'loading'
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`not done within ${VISIT_LIMIT_MS / 1000} s, ${visiting.step}`)),
      VISIT_LIMIT_MS,
    )
  })
  try {
    await context.addInitScript(recordTaps)
    const page = await firstPage(context)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const stopTrace = TRACE_DIR ? await startTrace(cdp) : undefined
    await page.goto(origin, { waitUntil: 'commit' })
    const result = await Promise.race([act(page), limit])
    if (stopTrace) await stopTrace(path.join(TRACE_DIR!, `${name}-${Date.now()}.json`))
    return result
  } finally {
    clearTimeout(timer)
    await close()
  }
}

async function startTrace(cdp: CDPSession): Promise<(file: string) => Promise<void>> {
  const events: unknown[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value))
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  })
  return async (file) => {
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.end')
    await complete
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify({ traceEvents: events }))
  }
}

/** Closes what `control` opened, as a person would, and waits until it is gone. */
async function closeAgain(page: Page, control: Control): Promise<void> {
  visiting.step = `closing ${control}`
  if (control === 'comments') await page.getByRole('button', { name: 'Hide', exact: true }).first().tap()
  else await page.keyboard.press('Escape')
  await page.waitForFunction(
    (answer) =>
      !document.querySelector(answer === 'comments open' ? 'section[aria-label^="Comments on"]' : '[role="dialog"]'),
    CONTROLS[control].answer,
    { polling: 100 },
  )
}

interface AfterPicker {
  knights: Tap
  curve: Tap
  apply: Tap
  first: Tap
  second: Tap
  text: Tap
}

/** The picker answered as soon as it is painted, then `control` tapped as soon as it has closed, then again. */
export function afterPicker(origin: string, control: Control): Promise<AfterPicker> {
  return visit(origin, `after-picker-${control}`, async (page) => {
    await poll(async () => (await recorder(page)).pickerShownAt, DRAWN_LIMIT_MS, 'the faction picker was not shown')
    const knights = await tap(page, 'knights', 'faction chosen', 0)
    const curve = await tap(page, 'curve', 'other faction chosen')
    const apply = await tap(page, 'apply', 'picker closed')
    const first = await tap(page, control, CONTROLS[control].answer)
    await closeAgain(page, control)
    await page.waitForTimeout(1_000)
    const second = await tap(page, control, CONTROLS[control].answer)
    await closeAgain(page, control)
    await page.waitForTimeout(500)
    const text = await tap(page, 'text', 'next frame')
    return { knights, curve, apply, first, second, text }
  })
}

/** `control` tapped as soon as it is drawn: before the app has hydrated it. */
export function beforeHydration(origin: string, control: Control): Promise<Tap> {
  return visit(origin, `before-hydration-${control}`, (page) => tap(page, control, CONTROLS[control].answer, 0))
}

/** The median of the answered taps (a tap never answered reads as endless). */
const ms = (taps: Tap[]) =>
  taps.every((t) => t.lost) ? Number.POSITIVE_INFINITY : median(taps.filter((t) => !t.lost).map((t) => t.ms!))
const list = (taps: Tap[]) => taps.map((t) => (t.lost ? 'lost' : Math.round(t.ms!))).join(', ')
const load = () => os.loadavg()[0]!.toFixed(1)

/** The first taps' figures on the server at `origin`, `data` naming what it holds. */
export async function firstTapsFigures(origin: string, data: string, runs = 5): Promise<Row[]> {
  const loadBefore = load()
  const visits: Record<Control, AfterPicker[]> = { menu: [], admin: [], comments: [] }
  const early: Record<Control, Tap[]> = { menu: [], admin: [], comments: [] }
  for (let run = 0; run < runs; run++) {
    for (const control of Object.keys(CONTROLS) as Control[]) {
      const seen = await afterPicker(origin, control)
      const held = await beforeHydration(origin, control)
      visits[control].push(seen)
      early[control].push(held)
      const took = (t: Tap) => (t.lost ? 'lost' : `${Math.round(t.ms!)} ms`)
      console.log(
        `  ${data}, run ${run + 1} of ${runs}, ${control}: card ${took(seen.knights)}, Apply ${took(seen.apply)}, first tap ${took(seen.first)}, again ${took(seen.second)}; before hydration ${took(held)} (answerable after ${Math.round((held.answerableAt ?? held.tappedAt!) - held.tappedAt!)} ms); load ${load()}`,
      )
    }
  }
  const loadAverage = `load average ${loadBefore}→${load()}`
  const at = `${data}, first visit, CPU ${CPU_SLOWDOWN}× slower, 390×844 touch`
  const all = Object.values(visits).flat()
  const pick = (key: keyof AfterPicker) => all.map((v) => v[key])
  const detail = (taps: Tap[]) =>
    `Each visit (ms): ${list(taps)}. Longest task between tap and answer, median ${Math.round(median(taps.map((t) => t.longestTask)))} ms; ${loadAverage}.`
  const rows: Row[] = [
    {
      name: `First taps (${at}): a faction card, tapped as soon as the picker is painted, until shown chosen with Apply Theme`,
      unit: 'ms',
      goals: [oursAtMost(200, 'ms')],
      ours: ms(pick('knights')),
      baseline: ms(pick('curve')),
      why: `the next card tapped in the same picker (nothing left to load). Median of ${all.length} visits. ${detail(pick('knights'))}`,
    },
    {
      name: `First taps (${at}): Apply Theme until the picker is gone`,
      unit: 'ms',
      goals: [oursAtMost(200, 'ms')],
      ours: ms(pick('apply')),
      baseline: ms(pick('text')),
      why: `a tap on a heading of the same page later in the visit, which has nothing to answer: the frame any tap waits for. Median of ${all.length} visits. ${detail(pick('apply'))}`,
    },
  ]
  for (const control of Object.keys(CONTROLS) as Control[]) {
    const { name, answer } = CONTROLS[control]
    const first = visits[control].map((v) => v.first)
    rows.push({
      name: `First taps (${at}): ${name}, tapped as soon as the picker has closed, until ${answer}`,
      unit: 'ms',
      goals: [oursAtMost(200, 'ms')],
      ours: ms(first),
      baseline: ms(visits[control].map((v) => v.second)),
      why: `the same control tapped again in the same visit once closed, 1 s later (its code loaded, drawn once). Median of ${runs} visits. ${detail(first)}`,
    })
    const taps = early[control]
    const answerable = taps
      .filter((t) => !t.lost)
      .map((t) => (t.wasAnswerable ? t.tappedAt! : (t.answerableAt ?? t.paintedAt!)) - t.tappedAt!)
    rows.push({
      name: `First taps (${at}): ${name}, tapped as soon as drawn (before hydration), until ${answer}`,
      unit: 'ms',
      goals: [overBaselineAtMost(200, 'ms')],
      ours: ms(taps),
      baseline: median(answerable),
      why: `from the same tap until the app had hydrated and took the held taps over to make them again (the earliest it can answer; ${taps.filter((t) => t.wasAnswerable).length} of ${runs} taps landed after it). Median of ${runs} visits. ${detail(taps)}`,
    })
  }
  const made = [...all.flatMap((v) => [v.knights, v.curve, v.apply, v.first, v.second]), ...Object.values(early).flat()]
  rows.push({
    name: `First taps (${at}): taps on a drawn control never answered (within ${ANSWER_LIMIT_MS / 1000} s)`,
    unit: 'taps',
    goals: [oursAtMost(0, 'taps')],
    ours: made.filter((t) => t.lost).length,
    baseline: made.length,
    why: `every tap made on a drawn control in these visits; ${loadAverage}.`,
  })
  return rows
}
