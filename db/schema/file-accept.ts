// What each form's file picker offers (the `accept` of <input type="file">), beside the audio list
// in audio-formats.ts. It only guides the picker: the server recognises a file by its bytes.
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp']
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',')

/** A picture the server takes, by the type the browser gives it (the server checks the bytes). */
export const isImageFile = (file: { type: string }) => IMAGE_TYPES.includes(file.type)
export const STORY_FILE_ACCEPT = [
  '.txt', '.md', '.docx', 'text/plain', 'text/markdown',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',')
