// Frozen once merged: a story's text moves out of the stories row into story_texts, so lists and
// sync pages read only the small summary columns. The search index becomes a contentless FTS5
// table (it keeps no copy of the text) that db/server/stories.ts keeps in step with each write,
// ranked by bm25 with the title weighing most, then the description, then the text.
import { sql, type Kysely } from 'kysely'

const statements = [
  `CREATE TABLE story_texts (
     story_id TEXT PRIMARY KEY REFERENCES stories(id) ON DELETE CASCADE, content TEXT NOT NULL
   ) STRICT`,
  `INSERT INTO story_texts (story_id, content) SELECT id, content FROM stories`,
  `DROP TRIGGER stories_fts_insert`,
  `DROP TRIGGER stories_fts_delete`,
  `DROP TRIGGER stories_fts_update`,
  `DROP TABLE stories_fts`,
  `ALTER TABLE stories DROP COLUMN content`,
  `CREATE VIRTUAL TABLE stories_fts USING fts5(
     title, description, content, content='', contentless_delete=1,
     tokenize='unicode61 remove_diacritics 2'
   )`,
  `INSERT INTO stories_fts (stories_fts, rank) VALUES ('rank', 'bm25(10.0, 3.0, 1.0)')`,
  `INSERT INTO stories_fts (rowid, title, description, content)
     SELECT s.rowid, s.title, s.description, t.content FROM stories s JOIN story_texts t ON t.story_id = s.id`,
  `CREATE INDEX stories_category_created ON stories (category, created_at DESC, id DESC)`,
  `CREATE INDEX stories_featured_created ON stories (is_featured, created_at DESC, id DESC)`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db)
}

export async function down(): Promise<void> {
  throw new Error('004-story-texts cannot be rolled back')
}
