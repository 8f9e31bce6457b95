// Music in the player: a chosen track loads from its stream and starts once it can
// play through; choosing the playing one pauses or resumes it; its end leads on by the queue's
// rules (music-queue.ts); next and previous, repeat and shuffle; the queue, place and modes kept
// in Dexie so a reload brings them back.
import type { Track } from '../../contract/music.ts'
import { apiUrl } from '../../client/api-client.ts'
import { findTracks, setPlayerItem, updatePlayerItem, type PlayerItem } from './player-state.ts'
import { albumCover } from '../music/music.ts'
import { $player, element, loadItem, onItemEnded, setView, togglePlay, type PlayingItem } from './player.ts'
import { afterEnd, cycleRepeat, nextIndex, previousIndex, type QueuePlace } from './music-queue.ts'
import { showInMediaSession } from './media-session.ts'
import { baseControls } from './controls.ts'

const place = (): QueuePlace => {
  const { queue, index, shuffle, repeat } = $player.get()
  return { length: queue.length, index, shuffle, repeat }
}

const musicControls = { ...baseControls, previousTrack: () => void previousTrack(), nextTrack: () => void nextTrack() }

async function startTrack(track: Track, index: number, autoplay: 'when-ready' | false, position = 0): Promise<void> {
  const artwork = track.coverImageUrl ?? (await albumCover(track.albumId))
  const item: PlayingItem = {
    kind: 'track',
    id: track.id,
    title: track.title,
    artist: track.artist,
    albumId: track.albumId,
    albumTitle: track.albumTitle,
    source: apiUrl('streamTrack', { params: { id: track.id } }),
    artwork,
  }
  setView({ index })
  loadItem(item, { position, duration: Number(track.duration) || 0, speed: 1, autoplay })
  showInMediaSession(item, musicControls)
  const { queue, shuffle, repeat } = $player.get()
  await setPlayerItem({ kind: 'track', itemId: track.id, queue, index, shuffle, repeat, position })
}

async function startAt(index: number): Promise<void> {
  const [track] = await findTracks([$player.get().queue[index]!])
  if (track) await startTrack(track, index, 'when-ready')
}

/**
 * Choosing a track in a list: the one in the player pauses or resumes, another one replaces it.
 * `resume` (a shared link) never pauses: the track in the player plays on.
 */
export async function playTrack(
  track: Track,
  playlist: readonly Track[],
  choice: 'toggle' | 'resume' = 'toggle',
): Promise<void> {
  const { item, status } = $player.get()
  if (item?.kind === 'track' && item.id === track.id) {
    if (choice === 'toggle' || status !== 'playing') await togglePlay()
    return
  }
  const queue = playlist.map((t) => t.id)
  setView({ queue })
  await startTrack(track, Math.max(0, queue.indexOf(track.id)), 'when-ready')
}

export async function nextTrack(): Promise<void> {
  const index = nextIndex(place())
  if (index !== null) await startAt(index)
}

export async function previousTrack(): Promise<void> {
  const index = previousIndex(place())
  if (index !== null) await startAt(index)
}

export function cycleRepeatMode(): void {
  const repeat = cycleRepeat($player.get().repeat)
  setView({ repeat })
  void updatePlayerItem({ repeat })
}

export function toggleShuffle(): void {
  const shuffle = !$player.get().shuffle
  setView({ shuffle })
  void updatePlayerItem({ shuffle })
}

// A track's end: repeat one restarts it, otherwise the queue moves on (or stops at its end).
onItemEnded((item) => {
  if (item.kind !== 'track') return
  const after = afterEnd(place())
  if (!after) return
  setTimeout(() => {
    if ($player.get().item?.id !== item.id) return // something else was chosen meanwhile
    if (after.index === $player.get().index) void element().play()
    else void startAt(after.index)
  }, after.delayMs)
})

/** A queue kept across a reload: the tracks that still exist, at the same track and second. */
export async function resumeMusic(state: PlayerItem): Promise<void> {
  const tracks = await findTracks(state.queue)
  const index = tracks.findIndex((t) => t.id === state.itemId)
  if (index < 0) return
  setView({ queue: tracks.map((t) => t.id), shuffle: state.shuffle, repeat: state.repeat })
  await startTrack(tracks[index]!, index, false, state.position ?? 0)
}
