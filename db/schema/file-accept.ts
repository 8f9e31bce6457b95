// What each form's file picker offers (the `accept` of <input type="file">), beside the audio list
// in audio-formats.ts. It only guides the picker: the server recognises a file by its bytes.
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp'
export const STORY_FILE_ACCEPT = [
  '.txt', '.md', '.docx', 'text/plain', 'text/markdown',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',')
