// The cover an admin attaches, shrunk before upload (its field has already refused anything but a
// JPEG, PNG or WebP: contract/file-accept.ts): drawn to fit 400×600 and saved as JPEG at quality
// 0.8. compressCover throws the spec's internal reasons; the dialog then shows COMPRESSION_FAILED
// and uploads the original.
import { fitWithin } from './fit-within.ts'
import { IMAGE_COMPRESS_FAILED, IMAGE_LOAD_FAILED, NO_CANVAS_CONTEXT } from '../lib/error-text.ts'

export const COVER_MAX_WIDTH = 400
export const COVER_MAX_HEIGHT = 600
export const COVER_JPEG_QUALITY = 0.8

type Context2d = CanvasDrawImage & CanvasRect & CanvasFillStrokeStyles

function paint(context: Context2d | null, image: ImageBitmap, width: number, height: number): void {
  if (!context) throw new Error(NO_CANVAS_CONTEXT)
  // JPEG has no transparency: without a background, transparent PNG pixels would turn black.
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(image, 0, 0, width, height)
}

async function drawJpeg(image: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  const type = 'image/jpeg'
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    paint(canvas.getContext('2d'), image, width, height)
    return canvas.convertToBlob({ type, quality: COVER_JPEG_QUALITY }).catch(() => null)
  }
  const canvas = Object.assign(document.createElement('canvas'), { width, height })
  paint(canvas.getContext('2d'), image, width, height)
  return new Promise((resolve) => canvas.toBlob(resolve, type, COVER_JPEG_QUALITY))
}

/** The cover as a JPEG that fits COVER_MAX_WIDTH × COVER_MAX_HEIGHT. */
export async function compressCover(file: File): Promise<Blob> {
  let image: ImageBitmap
  try {
    image = await createImageBitmap(file)
  } catch {
    throw new Error(IMAGE_LOAD_FAILED)
  }
  try {
    const { width, height } = fitWithin(image.width, image.height, COVER_MAX_WIDTH, COVER_MAX_HEIGHT)
    const blob = await drawJpeg(image, width, height)
    if (!blob) throw new Error(IMAGE_COMPRESS_FAILED)
    return blob
  } finally {
    image.close()
  }
}
