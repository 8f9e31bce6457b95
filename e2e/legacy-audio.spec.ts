// A story whose audio is a legacy http:// link on another host: the reader's player loads it only
// through /api/audio-proxy, so the page never fetches audio from elsewhere and the CSP
// (media-src 'self') has nothing to block.
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { expect, test } from './test.ts'
import { asReturningReader, publishStory, playerAudio } from './support.ts'

const mp3 = fs.readFileSync(path.join(import.meta.dirname, '../api/testing/fixtures/audio/notags.mp3'))

test('a legacy http:// audio link plays through the audio proxy, from our own origin', async ({
  page,
  request,
  baseURL,
}) => {
  const elsewhere = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'audio/mpeg', 'content-length': mp3.length }).end(mp3)
  })
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
  const legacyUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/legacy.mp3`
  try {
    const story = await publishStory(request, {
      title: 'The Old Broadcast',
      content: 'Static, then a voice.',
      audioFileUrl: legacyUrl,
    })
    const fetchedElsewhere: string[] = []
    page.on('request', (r) => {
      if (r.url().startsWith(legacyUrl)) fetchedElsewhere.push(r.url())
    })
    await page.addInitScript(() => {
      const blocked: string[] = []
      Object.assign(window, { cspBlocked: blocked })
      document.addEventListener('securitypolicyviolation', (e) =>
        blocked.push(`${e.effectiveDirective} ${e.blockedURI}`),
      )
    })
    await asReturningReader(page)

    await page.goto(`/read/${story.id}`)
    await page.getByRole('button', { name: 'Listen' }).click()
    await expect(page.getByRole('dialog', { name: 'The Old Broadcast' })).toBeVisible()
    const audio = playerAudio(page)
    await expect(audio).toHaveAttribute('src', `/api/audio-proxy?url=${encodeURIComponent(legacyUrl)}`)
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => el.duration), { timeout: 15_000 })
      .toBeGreaterThan(1)
    expect(await audio.evaluate((el: HTMLAudioElement) => el.currentSrc)).toBe(
      `${baseURL}/api/audio-proxy?url=${encodeURIComponent(legacyUrl)}`,
    )
    await expect(page.getByText('Failed to load audio.', { exact: false })).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { cspBlocked: string[] }).cspBlocked)).toEqual([])
    expect(fetchedElsewhere).toEqual([])
  } finally {
    await new Promise((resolve) => elsewhere.close(resolve))
  }
})
