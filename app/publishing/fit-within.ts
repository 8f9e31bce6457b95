// The size an image is drawn at to fit a box: scaled down keeping its shape, never enlarged, and
// never rounded to 0 pixels (a canvas with a 0 side cannot be encoded).

export interface Size {
  width: number
  height: number
}

export function fitWithin(width: number, height: number, maxWidth: number, maxHeight: number): Size {
  const scale = Math.min(1, maxWidth / width, maxHeight / height)
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}
