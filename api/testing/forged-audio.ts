// Audio whose header claims more sound than its bytes can hold: 4.5 KB of MP3 whose Info header
// states 4,294,967,295 frames (years), as a forged or broken file would. Every audio upload
// refuses it by the same rule (services/music/audio-duration.ts).
import fs from 'node:fs'
import path from 'node:path'
import { FIXTURES } from './build-test-app.ts'

export const mp3ClaimingYears = () => mp3Claiming(0xff_ff_ff_ff)

/** The first 4,608 bytes of notags.mp3 (MPEG-2 Layer III, 16 kHz: 36 ms a frame), its header claiming `frames`. */
export function mp3Claiming(frames: number): Buffer {
  const mp3 = Buffer.from(fs.readFileSync(path.join(FIXTURES, 'audio', 'notags.mp3')).subarray(0, 4_608))
  const info = mp3.indexOf('Xing') >= 0 ? mp3.indexOf('Xing') : mp3.indexOf('Info')
  if ((mp3.readUInt32BE(info + 4) & 1) !== 1) throw new Error('notags.mp3 no longer states its frame count')
  mp3.writeUInt32BE(frames, info + 8)
  return mp3
}
