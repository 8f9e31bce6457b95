// The tripwire of release scheduling (issue 61): a story not released yet reaches no reader, and
// the one way to miss that is a read of the stories table that does not go through the view
// (summaryOf, findStory and the other helpers of story-queries.ts, public unless told otherwise).
// Every file of the server that reads the table itself is listed here with why it is safe; a new
// one fails this test until someone has checked it and added it.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const REPO = path.resolve(import.meta.dirname, '..')

const REVIEWED: Record<string, string> = {
  'api/first-screen/first-screen-data.ts': 'the series shelves read published stories only',
  'api/seed/seed-demo.ts': 'asks whether any story exists, to seed an empty site once',
  'api/services/backups/restore-backup.ts': 'counts the stories a restore would replace, for the admin',
  'api/services/characters/character-writes.ts': "a character's first story must be published",
  'api/services/stories/story-publisher.ts': "the admin's writes: reads a story's status with its row locked",
  'db/server/backup-tables.ts': 'a backup carries every row, whatever its status',
  'db/server/dialect/full-text-index.ts': 'indexes published stories only',
  'db/server/media-files.ts': "keeps every story's media, released or not, and answers no one",
  'db/server/profile-items.ts': "a reader's element may name a published story only",
  'db/server/series.ts': 'a series counts its published episodes only',
  'db/server/stories.ts': 'summaryOf: the view itself',
  'db/server/story-audio-urls.ts': 'the audio proxy plays published stories only',
  'db/server/story-queries.ts': 'storyExists and storyTexts: published, or the view they are given',
  'db/server/story-releases.ts': 'the release: reads the stories waiting for their hour',
}

/** Reads of the stories table by Kysely or in SQL (stories_fts and story_texts are other tables). */
const READS_STORIES = /selectFrom\('stories'\)|(?:innerJoin|leftJoin)\('stories'|\b(?:FROM|JOIN) stories\b|'stories',/

function serverFiles(dir: string): string[] {
  return fs.readdirSync(path.join(REPO, dir), { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.relative(REPO, path.join(entry.parentPath, entry.name))
    const skipped = /\.test\.ts$|\/migrations\/|\/testing\//.test(file)
    return entry.isFile() && file.endsWith('.ts') && !skipped ? [file] : []
  })
}

it('finds no read of the stories table outside the reviewed files', () => {
  const reading = [...serverFiles('api'), ...serverFiles('db/server')]
    .filter((file) => READS_STORIES.test(fs.readFileSync(path.join(REPO, file), 'utf8')))
    .sort()
  expect(reading).toEqual(Object.keys(REVIEWED).sort())
})
