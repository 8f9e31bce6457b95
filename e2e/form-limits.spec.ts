// Every admin form's typed fields carry the limits the server checks (app/lib/field-limits.ts, from
// the endpoint table's schemas): each named input of each dialog is held to its field's rule, and
// each dialog has the fields it should. (app/lib/field-limits.test.ts holds the rules to the server.)
import { expect, test, type Locator, type Page } from './test.ts'
import type { TObject } from 'typebox'
import { fieldAttributes } from '../app/lib/field-limits.ts'
import { StoryForm } from '../contract/story.ts'
import { AlbumUpdate, BackgroundMusicUpload, TrackCreate } from '../contract/music.ts'
import { CharacterCreate } from '../contract/character.ts'
import { LinkCreate } from '../contract/link.ts'
import { asAdmin, asReturningReader } from './support.ts'

/** Each named input's limits, as the page has them, against its field's rule. */
async function holdToSchema(form: Locator, schema: TObject, expected: string[]): Promise<void> {
  // What is typed; a choice (When's radios, issue 61) is sent as a field of its own making.
  const typed = form.locator('input[name]:not([type=radio]), textarea[name]')
  await expect(typed.first()).toBeVisible()
  const inputs = await typed.evaluateAll((elements) =>
    elements.map((element) => {
      const field = element as HTMLInputElement
      const number = (name: string) => (field.hasAttribute(name) ? Number(field.getAttribute(name)) : undefined)
      return {
        name: field.name,
        maxLength: number('maxlength'),
        min: number('min'),
        max: number('max'),
        step: number('step'),
      }
    }),
  )
  expect(inputs.map((input) => input.name).sort()).toEqual(expect.arrayContaining(expected.sort()))
  for (const input of inputs) {
    const rule = fieldAttributes(schema, input.name)
    expect(Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)), input.name).toEqual(
      rule,
    )
  }
}

const fromMenu = async (page: Page, name: string) => {
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('dialog').getByRole('button', { name }).click()
}

test.beforeEach(async ({ page }) => {
  await asReturningReader(page)
  await asAdmin(page)
  await page.addInitScript(() => localStorage.setItem('pwa-install-dismissed', 'true'))
})

test("the admin's forms limit what they take as the server does", async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('story-card').first().waitFor()
  await fromMenu(page, 'Upload Story')
  const story = page.getByRole('dialog', { name: 'Upload New Story' })
  await story.getByLabel('Category').selectOption('series')
  await holdToSchema(story, StoryForm, ['title', 'description', 'content', 'readTime', 'episodeNumber', 'audioFileUrl'])
  await story.getByRole('button', { name: 'Close' }).first().click()

  await fromMenu(page, 'Upload a Track')
  const track = page.getByRole('dialog', { name: /Upload/ })
  await holdToSchema(track, TrackCreate, ['title', 'artist', 'albumTitle', 'trackNumber', 'description'])
  await track.getByRole('button', { name: 'Close' }).first().click()

  await fromMenu(page, 'Upload Background Music')
  const music = page.getByRole('dialog', { name: /Background Music/ })
  await holdToSchema(music, BackgroundMusicUpload, ['title'])
  await music.getByRole('button', { name: 'Close' }).first().click()

  await page.goto('/music')
  await page
    .locator('main')
    .getByRole('button', { name: /Signals from the Gate/ })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Edit album' }).click()
  const album = page.getByRole('dialog', { name: /Edit/ })
  await holdToSchema(album, AlbumUpdate, ['title', 'artist', 'description'])

  await page.goto('/characters')
  await page.getByRole('button', { name: 'Add Character' }).click()
  await holdToSchema(page.getByRole('dialog', { name: 'Add Character' }), CharacterCreate, ['name', 'bio'])

  await page.goto('/links')
  await page.getByRole('button', { name: 'Add Link' }).click()
  const link = page.locator('form').filter({ has: page.getByRole('button', { name: 'Save' }) })
  await holdToSchema(link, LinkCreate, ['title', 'url', 'description'])
})
