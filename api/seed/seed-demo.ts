// Seeds the demo universe once, on the first start of an empty database (SEED_DEMO=0 skips it).
// Stories go through the same publisher as the admin's uploads, so every rule applies to them.
import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import type { App } from '../app.ts'
import { PROJECT_ROOT } from '../project-root.ts'
import type { Db } from '../../db/server/connect.ts'
import { getSetting, setSetting } from '../../db/server/settings.ts'
import { recordChange } from '../../db/server/changes.ts'
import { insertActiveBackgroundMusic } from '../../db/server/background-music.ts'
import { insertAlbum } from '../../db/server/albums.ts'
import { insertTrackIfNew } from '../../db/server/tracks.ts'
import { claimMedia } from '../services/media/media-store.ts'
import { readDuration } from '../services/music/audio-duration.ts'
import { createStory } from '../services/stories/story-publisher.ts'
import { coverSvg, notebookMapSvg } from './cover-art.ts'
import { saveImage } from '../services/media/images.ts'
import { pendingPictures, withStoredPictures } from '../../story-text/story-pictures.ts'
import { DEMO_STORIES } from './demo-stories.ts'
import { DEMO_ALBUM, DEMO_BACKGROUND_MUSIC, DEMO_CHARACTERS, DEMO_LINKS } from './demo-hub.ts'

const ASSETS = path.join(PROJECT_ROOT, 'api', 'seed', 'assets')
export const DEMO_SEEDED_SETTING = 'demo_seeded_at'
const NARRATION_SECONDS = 38

async function storeAsset(app: App, name: string): Promise<string> {
  const stored = await app.media.saveAudio(fs.createReadStream(path.join(ASSETS, name)), app.config.maxAudioBytes)
  return stored.url
}

/** The demo's pictures, by their index in the text (`picture:<n>`), drawn as SVG. */
const PICTURES = [notebookMapSvg]

/** The story's text with its pictures stored through the image pipeline, as an upload's are. */
async function withPictures(app: App, content: string): Promise<string> {
  const stored = new Map<number, string>()
  for (const index of pendingPictures(content)) {
    const png = await sharp(Buffer.from(PICTURES[index]!())).png().toBuffer()
    stored.set(index, (await saveImage(app.media, png)).url)
  }
  return withStoredPictures(content, stored)
}

/** Seeds the stories; answers their ids by title. */
async function seedStories(app: App): Promise<Map<string, string>> {
  const ids = new Map<string, string>()
  const narration = await storeAsset(app, 'gatekeeper-narration.mp3')
  for (const [index, story] of DEMO_STORIES.entries()) {
    const cover = await sharp(Buffer.from(coverSvg(index + 1, story.palette)))
      .png()
      .toBuffer()
    const fields: Record<string, string> = {
      title: story.title,
      description: story.description,
      content: await withPictures(app, story.content),
      category: story.category,
      isFeatured: String(story.isFeatured ?? false),
      silent: 'true',
    }
    if (story.seasonChoice) fields.seasonNumber = String(story.seasonChoice)
    if (story.episodeNumber) fields.episodeNumber = String(story.episodeNumber)
    const files: Parameters<typeof createStory>[1]['files'] = { coverImage: { filename: 'cover.png', data: cover } }
    if (story.withNarration) {
      Object.assign(fields, { audioFileUrl: narration, audioDuration: String(NARRATION_SECONDS) })
      // Its timings: the words spoken cue by cue (read-along, captions) and its two chapters.
      for (const [field, asset] of [
        ['captionsFile', 'gatekeeper-captions.vtt'],
        ['chaptersFile', 'gatekeeper-chapters.vtt'],
      ] as const) {
        files[field] = { filename: asset, data: fs.readFileSync(path.join(ASSETS, asset)) }
      }
    }
    const deps = { db: app.db, media: app.media, now: app.now }
    const { story: created } = await createStory(deps, { fields, files, stored: {} })
    ids.set(story.title, created.id)
  }
  return ids
}

async function seedHub(app: App, db: Db, storyIds: ReadonlyMap<string, string>): Promise<void> {
  const now = () => new Date().toISOString()
  const tracks = await Promise.all(
    DEMO_ALBUM.tracks.map(async (track) => {
      const url = await storeAsset(app, track.asset)
      return { ...track, url, duration: await readDuration(path.join(ASSETS, track.asset)) }
    }),
  )
  const backgroundUrl = await storeAsset(app, DEMO_BACKGROUND_MUSIC.asset)
  await db.transaction().execute(async (trx) => {
    await claimMedia(trx, [...tracks.map((track) => track.url), backgroundUrl])
    const albumId = randomUUID()
    await insertAlbum(trx, {
      id: albumId,
      title: DEMO_ALBUM.title,
      artist: DEMO_ALBUM.artist,
      description: DEMO_ALBUM.description,
      cover_image_url: null,
      genre: DEMO_ALBUM.genre,
      release_year: DEMO_ALBUM.releaseYear,
      created_at: now(),
    })
    for (const [i, track] of tracks.entries()) {
      await insertTrackIfNew(trx, {
        id: randomUUID(),
        title: track.title,
        artist: DEMO_ALBUM.artist,
        album_id: albumId,
        album_title: DEMO_ALBUM.title,
        track_number: i + 1,
        duration: track.duration,
        description: null,
        audio_file_url: track.url,
        cover_image_url: null,
        genre: DEMO_ALBUM.genre,
        is_explicit: 0,
        created_at: now(),
      })
    }
    for (const { firstStory, aliases, ...character } of DEMO_CHARACTERS) {
      const id = randomUUID()
      await trx
        .insertInto('characters')
        .values({
          id,
          ...character,
          aliases: JSON.stringify(aliases),
          first_story_id: storyIds.get(firstStory) ?? null,
          image_url: null,
          created_at: now(),
        })
        .execute()
      await recordChange(trx, 'character', id, 'put')
    }
    for (const [i, link] of DEMO_LINKS.entries()) {
      const id = randomUUID()
      await trx
        .insertInto('links')
        .values({
          id,
          ...link,
          og_title: null,
          og_description: null,
          og_image: null,
          sort_order: i,
          created_at: now(),
        })
        .execute()
      await recordChange(trx, 'link', id, 'put')
    }
    await insertActiveBackgroundMusic(trx, {
      id: randomUUID(),
      title: DEMO_BACKGROUND_MUSIC.title,
      filename: DEMO_BACKGROUND_MUSIC.asset,
      audio_file_url: backgroundUrl,
      uploaded_at: now(),
    })
  })
}

export async function seedDemo(app: App): Promise<boolean> {
  if (await getSetting(app.db, DEMO_SEEDED_SETTING)) return false
  const existing = await app.db.selectFrom('stories').select('id').limit(1).executeTakeFirst()
  if (!existing) {
    await seedHub(app, app.db, await seedStories(app))
  }
  await setSetting(app.db, DEMO_SEEDED_SETTING, new Date().toISOString())
  return !existing
}
