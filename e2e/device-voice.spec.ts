// A story without narration read by the device's voice (issue 25), in the same player, at 390×844.
// Headless Chromium has no speech engine, so the page gets a stand-in for it with the Web Speech
// API's interface (speechSynthesis, SpeechSynthesisUtterance): it records each utterance and ends
// one only when the test says it was spoken to its end. Everything else is the app's own: the
// paragraphs in order with the read-along mark, pause and resume, speed, the sleep timer's end of
// chapter, the voice chosen in Audio Settings, the place kept across a reload, and a device
// without voices.
import { expect, test, type Page } from './test.ts'
import { asReturningReader, storyByTitle } from './support.ts'

const TITLE = 'What the Curve Remembers'

interface Spoken {
  text: string
  rate: number
  voice: string | null
}

declare global {
  interface Window {
    speech: { spoken: Spoken[]; speaking: boolean; finish: () => void }
  }
}

/** The stand-in engine, with the voices given (none: a device without voices). */
async function standInSpeech(page: Page, voices: Array<{ name: string; lang: string }>): Promise<void> {
  await page.addInitScript((voiceList) => {
    const voices = voiceList.map((voice, i) => ({
      ...voice,
      voiceURI: `urn:${voice.name}`,
      localService: true,
      default: i === 0,
    }))
    let speaking: (SpeechSynthesisUtterance & { onend: (() => void) | null }) | null = null
    const spoken: Spoken[] = []
    class Utterance extends EventTarget {
      text: string
      voice: SpeechSynthesisVoice | null = null
      lang = ''
      rate = 1
      volume = 1
      pitch = 1
      onend: (() => void) | null = null
      onerror: ((event: { error: string }) => void) | null = null
      constructor(text = '') {
        super()
        this.text = text
      }
    }
    const engine = Object.assign(new EventTarget(), {
      get speaking() {
        return speaking !== null
      },
      pending: false,
      paused: false,
      getVoices: () => voices,
      speak(utterance: SpeechSynthesisUtterance) {
        spoken.push({ text: utterance.text, rate: utterance.rate, voice: utterance.voice?.name ?? null })
        speaking = utterance as never
      },
      cancel() {
        const was = speaking
        speaking = null
        ;(was as unknown as Utterance | null)?.onerror?.({ error: 'interrupted' })
      },
      pause() {},
      resume() {},
    })
    Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true })
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true })
    window.speech = {
      spoken,
      get speaking() {
        return speaking !== null
      },
      finish() {
        const was = speaking
        speaking = null
        was?.onend?.()
      },
    }
  }, voices)
}

const spokenTexts = (page: Page) => page.evaluate(() => window.speech.spoken.map((utterance) => utterance.text))
const paragraphText = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((p) => p.textContent!.replace(/\s+/g, ' ').trim())
const current = (page: Page) => page.locator('[data-passage][aria-current="true"]')
const player = (page: Page) => page.getByRole('dialog', { name: TITLE })

/** The last utterance spoken to its end; the voice moves to the next paragraph. */
async function finishUtterance(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.speech.speaking)).toBe(true)
  await page.evaluate(() => window.speech.finish())
}

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

test('the device voice reads the story paragraph by paragraph, marked as read, with pause, speed and the end-of-chapter timer', async ({
  page,
  request,
}) => {
  await standInSpeech(page, [
    { name: 'Daniel', lang: 'en-GB' },
    { name: 'Amélie', lang: 'fr-FR' },
    { name: 'Samantha', lang: 'en-US' },
  ])
  const { id } = await storyByTitle(request, TITLE)
  await page.goto(`/read/${id}`)
  await page.getByRole('button', { name: 'Listen with the device voice' }).click()
  await expect(player(page)).toContainText('Read aloud by this device')
  await expect(player(page)).toContainText('Voice: Daniel')

  // Auto-play (the default) starts at the first paragraph, with the chapter's heading.
  await expect
    .poll(() => spokenTexts(page))
    .toEqual([`Chapter 1: A City in Pieces. ${await paragraphText(page, 'c1-p1')}`])
  await player(page).getByRole('button', { name: 'Close' }).click()
  await expect(current(page)).toHaveId('c1-p1')
  await finishUtterance(page)
  await expect(current(page)).toHaveId('c2-p1')
  expect((await spokenTexts(page))[1]).toBe(`Chapter 2: The Archivist. ${await paragraphText(page, 'c2-p1')}`)

  // Pause stops the voice; play reads the paragraph again from its start.
  await page.getByRole('button', { name: 'Listen with the device voice' }).click()
  await player(page).getByRole('button', { name: 'Pause' }).click()
  await expect.poll(() => page.evaluate(() => window.speech.speaking)).toBe(false)
  await player(page).getByRole('button', { name: 'Play' }).click()
  await expect.poll(async () => (await spokenTexts(page)).length).toBe(3)
  expect((await spokenTexts(page))[2]).toBe((await spokenTexts(page))[1])

  // A new speed reads the next paragraph at it.
  await player(page).getByRole('combobox', { name: 'Speed' }).click()
  await page.getByRole('option', { name: '1.5×' }).click()
  await finishUtterance(page)
  await expect
    .poll(() => page.evaluate(() => window.speech.spoken.at(-1)))
    .toEqual({ text: await paragraphText(page, 'c2-p2'), rate: 1.5, voice: 'Daniel' })
  await expect(current(page)).toHaveId('c2-p2')

  // The story ends after its last paragraph (the end-of-chapter timer stops only before a new chapter).
  await player(page).getByRole('combobox', { name: 'Sleep timer' }).click()
  await page.getByRole('option', { name: 'End of chapter' }).click()
  await expect(page.getByTestId('sleep-left')).toHaveText('Stops at the end of the chapter')
  await finishUtterance(page)
  await finishUtterance(page)
  await expect(player(page).getByRole('status')).toContainText('Finished')
})

test('the end-of-chapter timer stops the voice before the next chapter', async ({ page, request }) => {
  await standInSpeech(page, [{ name: 'Daniel', lang: 'en-GB' }])
  const { id } = await storyByTitle(request, TITLE)
  await page.goto(`/read/${id}`)
  await page.getByRole('button', { name: 'Listen with the device voice' }).click()
  await player(page).getByRole('combobox', { name: 'Sleep timer' }).click()
  await page.getByRole('option', { name: 'End of chapter' }).click()
  await finishUtterance(page)
  await expect(player(page).getByRole('status')).toContainText('Paused')
  expect(await spokenTexts(page)).toHaveLength(1)
  await expect(page.getByTestId('sleep-left')).toHaveCount(0)
  // Play goes on with the next chapter.
  await player(page).getByRole('button', { name: 'Play' }).click()
  await expect.poll(async () => (await spokenTexts(page)).at(-1)).toContain('Chapter 2: The Archivist.')
})

test("the sleep timer's minutes stop the voice on its clock", async ({ page, request }) => {
  await page.clock.install()
  await standInSpeech(page, [{ name: 'Daniel', lang: 'en-GB' }])
  const { id } = await storyByTitle(request, TITLE)
  await page.goto(`/read/${id}`)
  await page.getByRole('button', { name: 'Listen with the device voice' }).click()
  await expect.poll(() => page.evaluate(() => window.speech.speaking)).toBe(true)
  await player(page).getByRole('combobox', { name: 'Sleep timer' }).click()
  await page.getByRole('option', { name: '5 minutes', exact: true }).click()
  await expect(page.getByTestId('sleep-left')).toHaveText('Stops in 5 min')
  // Five minutes pass while the voice reads (one long paragraph, in this stand-in's time).
  await page.clock.fastForward('05:00')
  await expect(player(page).getByRole('status')).toContainText('Paused')
  expect(await page.evaluate(() => window.speech.speaking)).toBe(false)
  await expect(page.getByTestId('sleep-left')).toHaveCount(0)
})

test('the voice chosen in Audio Settings reads, and the place is kept across a reload', async ({ page, request }) => {
  await standInSpeech(page, [
    { name: 'Daniel', lang: 'en-GB' },
    { name: 'Amélie', lang: 'fr-FR' },
    { name: 'Samantha', lang: 'en-US' },
  ])
  await page.goto('/')
  await page.getByRole('button', { name: 'Audio Settings' }).first().click()
  const settings = page.getByRole('dialog', { name: 'Audio Settings' })
  await settings.getByRole('combobox', { name: 'Voice for stories without narration' }).click()
  // The stories' language first.
  await expect(page.getByRole('option')).toHaveText([
    /^Automatic/,
    'Daniel (en-GB)',
    'Samantha (en-US)',
    'Amélie (fr-FR)',
  ])
  await page.getByRole('option', { name: 'Samantha (en-US)' }).click()
  await settings.getByRole('button', { name: 'Done' }).click()

  const { id } = await storyByTitle(request, TITLE)
  await page.goto(`/read/${id}`)
  await page.getByRole('button', { name: 'Listen with the device voice' }).click()
  await finishUtterance(page)
  await expect
    .poll(() => page.evaluate(() => window.speech.spoken.map((utterance) => utterance.voice)))
    .toEqual(['Samantha', 'Samantha'])
  await player(page).getByRole('button', { name: 'Pause' }).click()

  await page.reload()
  await page.getByRole('button', { name: 'Listen with the device voice' }).click()
  await expect
    .poll(() => spokenTexts(page))
    .toEqual([`Chapter 2: The Archivist. ${await paragraphText(page, 'c2-p1')}`])
  await player(page).getByRole('button', { name: 'Close' }).click()
  await expect(current(page)).toHaveId('c2-p1')
})

test('a device without voices says so in the player instead of failing', async ({ page, request }) => {
  await standInSpeech(page, [])
  const { id } = await storyByTitle(request, TITLE)
  await page.goto(`/read/${id}`)
  await page.getByRole('button', { name: 'Listen with the device voice' }).click()
  await expect(player(page).getByRole('alert')).toHaveText(
    'This device has no voice to read stories aloud. Add one in its speech settings, then try again.',
  )
  expect(await spokenTexts(page)).toEqual([])
})
