// No reader profile secret reaches the server's log or an error answer (issue 60, docs/reader-
// profiles.md §6 (b)): with the log at its most verbose (trace), pairing, pushes, pulls, a wrong
// secret, a 401, 429s, unlink and Forget me leave no device secret, pairing secret, or SHA-256 of
// either in any line, and no error body repeats a secret it was sent.
import { Writable } from 'node:stream'
import { randomBytes } from 'node:crypto'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/build-test-app.ts'
import {
  bearer,
  change,
  clock,
  profileCall,
  pullAll,
  push,
  putStory,
  redeem,
  startPairing,
  values,
} from '../testing/profile-devices.ts'
import { secretHash } from '../services/profile/profile-secrets.ts'

let t: TestApp
const lines: string[] = []
beforeEach(async () => {
  lines.length = 0
  const stream = new Writable({
    write(line: Buffer, _encoding, done) {
      lines.push(line.toString())
      done()
    },
  })
  t = await buildTestApp({}, { logger: { level: 'trace', stream } })
})
afterEach(async () => {
  await t.close()
})

it('keeps every secret and its hash out of the log at trace, and out of every error answer', async () => {
  const secrets: string[] = []
  const answers: Array<Awaited<ReturnType<typeof redeem>>> = []
  const call = async (res: Promise<Awaited<ReturnType<typeof redeem>>>) => {
    const answer = await res
    answers.push(answer)
    return answer
  }
  const story = await putStory(t.app)

  // Pairing, waiting, redeeming, and a third device joined from a linked one.
  const start = (await call(startPairing(t.app))).json()
  secrets.push(start.pairingSecret, start.deviceSecret)
  await call(profileCall(t.app, start.deviceSecret, { method: 'GET', url: '/api/profile' }))
  const second = (await call(redeem(t.app, start.pairingSecret))).json().deviceSecret as string
  secrets.push(second)
  const again = (await call(startPairing(t.app, second))).json().pairingSecret as string
  secrets.push(again)
  const third = (await call(redeem(t.app, again))).json().deviceSecret as string
  secrets.push(third)

  // Pushes and pulls.
  await call(push(t.app, start.deviceSecret, [change('favourite', story, clock(1), values.favourite(1))]))
  await call(push(t.app, second, [change('setting', 'reading.theme', clock(2), 'dark')]))
  expect((await pullAll(t.app, third)).changes).toHaveLength(2)

  // Refusals: a used pairing secret, secrets sent where they do not belong, wrong ones, none.
  await call(redeem(t.app, start.pairingSecret))
  await call(redeem(t.app, `${second}${start.pairingSecret}`.repeat(2)))
  await call(redeem(t.app, second))
  await call(t.app.inject({ method: 'POST', url: '/api/profile/changes', headers: bearer(second), payload: second }))
  await call(
    t.app.inject({
      method: 'POST',
      url: '/api/profile/changes',
      headers: bearer(second),
      payload: { changes: [second] },
    }),
  )
  await call(t.app.inject({ method: 'GET', url: '/api/profile' }))
  const wrong = `icp_${randomBytes(32).toString('base64url')}`
  secrets.push(wrong)
  await call(profileCall(t.app, wrong, { method: 'GET', url: '/api/profile' }))
  // 429s: wrong device secrets, then wrong pairing secrets, from one address.
  for (let i = 0; i < 21; i++)
    await call(
      t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(wrong), remoteAddress: '203.0.113.7' }),
    )
  for (let i = 0; i < 11; i++) {
    const guess = randomBytes(16).toString('base64url')
    secrets.push(guess)
    await call(redeem(t.app, guess, '203.0.113.8'))
  }
  expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(2)

  // Unlink, then Forget me from the last linked device but one.
  await call(profileCall(t.app, third, { method: 'DELETE', url: '/api/profile/device' }))
  await call(profileCall(t.app, second, { method: 'DELETE', url: '/api/profile' }))
  await call(profileCall(t.app, start.deviceSecret, { method: 'GET', url: '/api/profile/changes' }))

  // Should anything ever log a request's headers whole, the logger still blanks the credentials.
  t.app.log.info({ headers: { ...bearer(second), 'x-admin-password': TEST_ADMIN_PASSWORD } }, 'headers')
  t.app.log.info({ req: { headers: bearer(third) } }, 'request')

  const secret = [...secrets, TEST_ADMIN_PASSWORD]
  const forbidden = [...secret, ...secrets.map(secretHash)]
  // The log did record all of it, at its most verbose.
  expect(t.app.log.level).toBe('trace')
  expect(lines.filter((line) => line.includes('"incoming request"')).length).toBeGreaterThanOrEqual(answers.length)
  expect(lines.filter((line) => line.includes('"msg":"headers"') || line.includes('"msg":"request"'))).toHaveLength(2)
  for (const line of lines) for (const value of forbidden) expect(line).not.toContain(value)
  const errors = answers.filter((res) => res.statusCode >= 400)
  expect(errors.map((res) => res.statusCode).sort()).toEqual(expect.arrayContaining([400, 401, 404, 429]))
  for (const res of errors) for (const value of secret) expect(res.body).not.toContain(value)
})
