// Covers and images: real camera files in, small upright JPEGs with no EXIF/GPS out; anything that
// is not JPEG/PNG/WebP, or is damaged, is a 400 a person can act on.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { FIXTURES } from '../../testing/build-test-app.ts'
import { useTempMedia } from '../../testing/temp-media.ts'
import { mediaUrlToKey } from '../../../contract/media-urls.ts'
import { saveCover, saveImage } from './images.ts'

const t = useTempMedia()

const image = (name: string) => fs.readFileSync(path.join(FIXTURES, 'images', name))
const stored = (url: string) => fs.readFileSync(path.join(t.dir, mediaUrlToKey(url) ?? 'missing'))
const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })

describe('saveCover', () => {
  it('re-encodes a camera JPEG within 400×600 and its thumbnail within 200×300, without EXIF or GPS', async () => {
    const original = await sharp(image('gps-DSCN0010.jpg')).metadata()
    expect(original.exif).toBeDefined()

    const { coverImageUrl, coverThumbnailUrl } = await saveCover(t.media, image('gps-DSCN0010.jpg'))
    expect(coverImageUrl).toMatch(/^\/api\/media\/covers\/[a-f0-9]{64}\.jpg$/)
    expect(coverThumbnailUrl).not.toBe(coverImageUrl)

    const cover = await sharp(stored(coverImageUrl)).metadata()
    expect(cover).toMatchObject({ format: 'jpeg', width: 400, height: 300 })
    expect(cover.exif).toBeUndefined()
    expect(stored(coverImageUrl).includes('Exif')).toBe(false)
    const thumb = await sharp(stored(coverThumbnailUrl)).metadata()
    expect(thumb).toMatchObject({ format: 'jpeg', width: 200, height: 150 })
    expect(thumb.exif).toBeUndefined()
  })

  it('turns a photo upright by its EXIF orientation', async () => {
    const original = await sharp(image('orientation-portrait_6.jpg')).metadata()
    expect(original).toMatchObject({ orientation: 6, width: 600, height: 450 })

    const { coverImageUrl } = await saveCover(t.media, image('orientation-portrait_6.jpg'))
    const cover = await sharp(stored(coverImageUrl)).metadata()
    expect(cover.height).toBeGreaterThan(cover.width)
    expect(cover.orientation).toBeUndefined()
  })

  it('never enlarges a small picture', async () => {
    const { coverImageUrl } = await saveCover(t.media, await solid(120, 80).png().toBuffer())
    expect(await sharp(stored(coverImageUrl)).metadata()).toMatchObject({ width: 120, height: 80 })
  })

  it.each([
    ['PNG', () => solid(800, 1200).png().toBuffer()],
    ['WebP', () => solid(800, 1200).webp().toBuffer()],
  ])('accepts a %s and stores a JPEG', async (_name, make) => {
    const { coverImageUrl } = await saveCover(t.media, await make())
    expect(await sharp(stored(coverImageUrl)).metadata()).toMatchObject({ format: 'jpeg', width: 400, height: 600 })
  })

  it.each([
    ['a GIF', () => solid(10, 10).gif().toBuffer()],
    ['text', async () => Buffer.from('not a picture at all')],
    ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
  ])('refuses %s as an invalid image type', async (_name, make) => {
    await expect(saveCover(t.media, await make())).rejects.toMatchObject({ code: 'INVALID_IMAGE', statusCode: 400 })
  })

  it('refuses a JPEG cut short as a broken image (400), keeping nothing', async () => {
    const whole = image('gps-DSCN0010.jpg')
    await expect(saveCover(t.media, whole.subarray(0, whole.length / 2))).rejects.toMatchObject({
      code: 'BROKEN_IMAGE',
      statusCode: 400,
    })
    expect(t.files()).toEqual([])
  })

  it('reads the exif-samples "invalid" JPEG, which sharp decodes in full', async () => {
    // libvips decodes this file without a warning (even with failOn 'warning'), so it is a valid
    // cover; the cut-short JPEG above is what proves BrokenImage.
    const { coverImageUrl } = await saveCover(t.media, image('invalid-image01551.jpg'))
    expect(await sharp(stored(coverImageUrl)).metadata()).toMatchObject({ format: 'jpeg', width: 61, height: 58 })
  })
})

describe('saveImage', () => {
  it('fits a picture within 800×800 as a JPEG under images/', async () => {
    const { url } = await saveImage(t.media, await solid(1600, 1000).webp().toBuffer())
    expect(url).toMatch(/^\/api\/media\/images\/[a-f0-9]{64}\.jpg$/)
    expect(await sharp(stored(url)).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 500 })
  })
})
