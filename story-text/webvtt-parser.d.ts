// The part of webvtt-parser (the W3C validator's WebVTT parser) we use.
declare module 'webvtt-parser' {
  export interface ParsedCue {
    id: string
    startTime: number
    endTime: number
    text: string
  }
  export interface ParseError {
    message: string
    line: number
    col?: number
  }
  export class WebVTTParser {
    parse(
      input: string,
      mode?: 'subtitles/captions/descriptions' | 'chapters' | 'metadata',
    ): { cues: ParsedCue[]; errors: ParseError[] }
  }
  const parser: { WebVTTParser: typeof WebVTTParser }
  export default parser
}
