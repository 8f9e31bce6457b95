// What a reader notices in the first minute on a phone (issue 23): progress bars in the faction's
// colour, not the browser's.
import sharp from 'sharp'
import { expect, test } from '@playwright/test'
import { asReturningReader } from './support.ts'

/** The colour of the pixel at (x, y) of a screenshot, as [r, g, b]. */
async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * 3
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16))

for (const faction of ['knights', 'curve']) {
  test(`a progress bar fills in the ${faction} accent`, async ({ page }) => {
    await asReturningReader(page, faction)
    await page.goto('/')
    await page.getByTestId('story-card').first().waitFor()
    // The bars of uploads and downloads are <progress> elements styled like this one (outside the
    // app's root, which React owns).
    await page.evaluate(() => {
      const bar = Object.assign(document.createElement('progress'), { max: 100, value: 60 })
      bar.className = 'h-1.5 w-full'
      bar.style.cssText = 'position: fixed; left: 16px; top: 80px; width: 256px; z-index: 1000'
      bar.dataset.testid = 'sample-progress'
      document.body.append(bar)
    })
    const bar = page.getByTestId('sample-progress')
    const box = (await bar.boundingBox())!
    const accent = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim())
    const shot = await bar.screenshot()
    const filled = await pixel(shot, Math.round(box.width * 0.3), Math.floor(box.height / 2))
    for (const [channel, expected] of rgb(accent).entries()) expect(Math.abs(filled[channel]! - expected), `${filled} against ${accent}`).toBeLessThanOrEqual(8)
  })
}
