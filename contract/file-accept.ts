// What each form's file picker offers (the `accept` of <input type="file">), beside the audio list
// in audio-formats.ts. It only guides the picker: the server recognises a file by its bytes.
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')

/** The name some systems give a JPEG's type, beside image/jpeg. */
const JPEG_ALIAS = 'image/jpg'

/** A picture the server takes (JPEG, PNG or WebP), by the type the browser gives it in any case. */
export const isImageFile = (file: { type: string }) => [...IMAGE_TYPES, JPEG_ALIAS].includes(file.type.toLowerCase())

export const STORY_FILE_ACCEPT = [
  '.txt',
  '.md',
  '.docx',
  'text/plain',
  'text/markdown',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',')
