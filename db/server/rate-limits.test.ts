// Fixed-window slots: counted per key, refused past the max with the time left, restarted when
// the window ends, given back on request, and cleaned up once expired.
import { describe, expect, it } from 'vitest'
import { deleteExpiredSlots, giveBackSlot, takeSlot } from './rate-limits.ts'
import { useTempDb } from './testing/temp-db.ts'

const t = useTempDb()
const rule = { max: 3, windowMs: 60_000 }
const T0 = 1_000_000

describe('takeSlot', () => {
  it('allows max slots per window, then says how long to wait', async () => {
    for (let i = 0; i < 3; i++) expect(await takeSlot(t.db, 'k', rule, T0 + i)).toEqual({ ok: true })
    expect(await takeSlot(t.db, 'k', rule, T0 + 10_000)).toEqual({ ok: false, retryAfterMs: 50_000 })
    expect(await takeSlot(t.db, 'other', rule, T0 + 10_000)).toEqual({ ok: true })
  })

  it('never asks a request that read the clock early to wait longer than a window', async () => {
    // Another connection opened the window at T0 + 5 s; this request read the clock at T0.
    for (let i = 0; i < 3; i++) await takeSlot(t.db, 'k', rule, T0 + 5_000)
    expect(await takeSlot(t.db, 'k', rule, T0)).toEqual({ ok: false, retryAfterMs: 60_000 })
  })

  it('starts a fresh window once the old one has ended', async () => {
    for (let i = 0; i < 4; i++) await takeSlot(t.db, 'k', rule, T0)
    expect(await takeSlot(t.db, 'k', rule, T0 + 60_000)).toEqual({ ok: true })
    expect(await takeSlot(t.db, 'k', rule, T0 + 60_001)).toEqual({ ok: true })
  })

  it('gives only as many of many concurrent takers a slot as the window has', async () => {
    const answers = await Promise.all(Array.from({ length: 40 }, () => takeSlot(t.db, 'k', rule, T0)))
    expect(answers.filter((a) => a.ok)).toHaveLength(3)
  })

  it('lets a given-back slot be taken again', async () => {
    for (let i = 0; i < 3; i++) await takeSlot(t.db, 'k', rule, T0)
    await giveBackSlot(t.db, 'k')
    expect(await takeSlot(t.db, 'k', rule, T0)).toEqual({ ok: true })
    expect((await takeSlot(t.db, 'k', rule, T0)).ok).toBe(false)
  })

  it('forgets expired windows', async () => {
    await takeSlot(t.db, 'old', rule, T0)
    await takeSlot(t.db, 'new', rule, T0 + 30_000)
    await deleteExpiredSlots(t.db, T0 + 60_000)
    expect((await t.db.selectFrom('rate_limits').select('key').execute()).map((r) => r.key)).toEqual(['new'])
  })
})
