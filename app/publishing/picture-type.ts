// What a Word document's picture is, by its first bytes: the image pipeline takes JPEG, PNG and WebP
// only (api/services/media/images.ts), so anything else (EMF, WMF, TIFF...) is left out at import.
export type PictureType = 'image/jpeg' | 'image/png' | 'image/webp'

const startsWith = (bytes: Uint8Array, magic: readonly number[], at = 0) =>
  magic.every((byte, i) => bytes[at + i] === byte)

export function pictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}
