// The audio the hub takes and serves, in one list: the server sniffs a file's kind and stores it
// under its extension with its type; the upload dialogs offer these files (the picker's accept list)
// and tell audio from the rest; the player names a saved file by its type.
export interface AudioFormat {
  /** The extension it is stored under. */
  ext: string
  /** The type it is served with. */
  mimeType: string
  /** The names file-type gives it when sniffing the bytes. */
  sniffed: readonly string[]
  /** The extensions people's files have. */
  extensions: readonly string[]
  /** Other types browsers and servers give such files. */
  aliases: readonly string[]
}

export const AUDIO_FORMATS: readonly AudioFormat[] = [
  { ext: 'mp3', mimeType: 'audio/mpeg', sniffed: ['mp3'], extensions: ['.mp3'], aliases: ['audio/mp3'] },
  { ext: 'm4a', mimeType: 'audio/mp4', sniffed: ['m4a', 'mp4'], extensions: ['.m4a'], aliases: ['audio/x-m4a'] },
  { ext: 'ogg', mimeType: 'audio/ogg', sniffed: ['ogg', 'oga'], extensions: ['.ogg', '.oga'], aliases: [] },
  { ext: 'opus', mimeType: 'audio/ogg', sniffed: ['opus'], extensions: ['.opus'], aliases: ['audio/opus'] },
  { ext: 'wav', mimeType: 'audio/wav', sniffed: ['wav'], extensions: ['.wav'], aliases: ['audio/x-wav', 'audio/wave'] },
  { ext: 'flac', mimeType: 'audio/flac', sniffed: ['flac'], extensions: ['.flac'], aliases: ['audio/x-flac'] },
  { ext: 'webm', mimeType: 'audio/webm', sniffed: ['webm'], extensions: ['.webm', '.weba'], aliases: [] },
]

/** The file picker's list: any audio type, and the extensions for files that come without one. */
export const AUDIO_ACCEPT = ['audio/*', ...AUDIO_FORMATS.flatMap((format) => format.extensions)].join(',')

/** Audio by its declared type; by a known extension only when the browser declares no type. */
export function isAudioFile(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.toLowerCase().startsWith('audio/')
  const name = file.name.toLowerCase()
  return AUDIO_FORMATS.some((format) => format.extensions.some((ext) => name.endsWith(ext)))
}

/** The extension for audio served with `contentType` (its parameters aside), if it is one we know. */
export function audioExtensionOf(contentType: string): string | undefined {
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  return AUDIO_FORMATS.find((format) => format.mimeType === type || format.aliases.includes(type))?.ext
}
