import { describe, expect, it } from 'vitest'
import { TITLE_MAX } from '../../contract/limits.ts'
import { fileTitle, isTrackNumber, trackFormProblem, type TrackForm } from './track-form.ts'

const audio = new File(['x'], 'song.mp3', { type: 'audio/mpeg' })
const form = (change: Partial<TrackForm> = {}): TrackForm => ({
  title: 'Gate',
  artist: 'Orbit',
  albumTitle: '',
  trackNumber: '',
  description: '',
  audio,
  cover: null,
  ...change,
})

describe('track upload form', () => {
  it("names a missing file as the upload dialog and the album's Add track do", () => {
    expect(trackFormProblem(form({ audio: null }), 'upload')).toEqual({
      title: 'No File Selected',
      description: 'Please select an audio file to upload',
    })
    expect(trackFormProblem(form({ audio: null }), 'album')).toEqual({ title: 'Audio file required' })
  })

  it('refuses a file that is not audio, and a cover that is not an image', () => {
    expect(trackFormProblem(form({ audio: new File(['x'], 'a.txt', { type: 'text/plain' }) }), 'upload')?.title).toBe(
      'Invalid File',
    )
    expect(trackFormProblem(form({ cover: new File(['x'], 'a.mp3', { type: 'audio/mpeg' }) }), 'upload')).toEqual({
      title: 'Invalid File',
      description: 'Please select an image file',
    })
    // Only the pictures the server takes: a GIF is refused here rather than by the upload.
    expect(trackFormProblem(form({ cover: new File(['x'], 'a.gif', { type: 'image/gif' }) }), 'upload')?.title).toBe(
      'Invalid File',
    )
    expect(
      trackFormProblem(form({ cover: new File(['x'], 'a.webp', { type: 'image/webp' }) }), 'upload'),
    ).toBeUndefined()
  })

  it("needs a title and an artist, and a track number from 1 to the server's 10000", () => {
    expect(trackFormProblem(form({ title: '  ' }), 'upload')?.title).toBe('Title is required')
    expect(trackFormProblem(form({ artist: '' }), 'upload')?.title).toBe('Artist is required')
    for (const bad of ['0', '-1', '1.5', 'two', '10001']) expect(isTrackNumber(bad)).toBe(false)
    for (const good of ['', '1', '12', ' 7 ', '10000']) expect(isTrackNumber(good)).toBe(true)
    expect(trackFormProblem(form({ trackNumber: '0' }), 'upload')?.description).toBe(
      'Track number must be a whole number from 1 to 10000.',
    )
    expect(trackFormProblem(form({ trackNumber: '3' }), 'upload')).toBeUndefined()
  })

  it('suggests the file name without its extension as the title', () => {
    expect(fileTitle('02 - Gate of Stars.mp3')).toBe('02 - Gate of Stars')
    expect(fileTitle('noext')).toBe('noext')
    expect(fileTitle('.hidden')).toBe('.hidden')
    const long = `${'a'.repeat(TITLE_MAX + 10)}.mp3`
    expect(fileTitle(long)).toHaveLength(TITLE_MAX)
  })
})
