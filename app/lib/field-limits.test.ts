// The admin forms' limits agree with the server's: for every limited field of every admin body in
// the endpoint table, a value at the limit the dialogs read passes the very schema the server
// validates with (TypeBox's own check, not a reading of the schema) and one past it is refused.
// (e2e/form-limits.spec.ts holds each dialog's inputs to these attributes.)
import { describe, expect, it } from 'vitest'
import { Value } from 'typebox/value'
import type { TObject } from 'typebox'
import { fieldAttributes } from './field-limits.ts'
import { API } from '../../contract/api.ts'
import { TrackCreate } from '../../contract/music.ts'

function agrees(schema: TObject, name: string): void {
  const attributes = fieldAttributes(schema, name)
  const field = schema.properties[name]!
  if (attributes.maxLength !== undefined) {
    expect(Value.Check(field, 'x'.repeat(attributes.maxLength)), `${name} at ${attributes.maxLength}`).toBe(true)
    expect(Value.Check(field, 'x'.repeat(attributes.maxLength + 1)), `${name} past ${attributes.maxLength}`).toBe(false)
  }
  if (attributes.min !== undefined) {
    expect(Value.Check(field, attributes.min), `${name} at ${attributes.min}`).toBe(true)
    expect(Value.Check(field, attributes.min - 1), `${name} below ${attributes.min}`).toBe(false)
  }
  if (attributes.max !== undefined) {
    expect(Value.Check(field, attributes.max), `${name} at ${attributes.max}`).toBe(true)
    expect(Value.Check(field, attributes.max + 1), `${name} past ${attributes.max}`).toBe(false)
  }
  if (attributes.step !== undefined)
    expect(Value.Check(field, (attributes.min ?? 0) + attributes.step / 2), `${name} between steps`).toBe(false)
}

const adminBodies = Object.entries(API).flatMap(([endpoint, entry]) => {
  const body = 'body' in entry ? (entry.body as TObject | undefined) : undefined
  return 'admin' in entry && entry.admin && body?.type === 'object' ? [[endpoint, body] as const] : []
})

describe("the admin forms' limits", () => {
  it.each(adminBodies)('%s: every limited field agrees with the server', (_endpoint, body) => {
    const limited = Object.keys(body.properties).filter((name) => Object.keys(fieldAttributes(body, name)).length > 1)
    for (const name of limited) agrees(body, name)
  })

  it('cover every limited field of the forms', () => {
    expect(adminBodies.map(([endpoint]) => endpoint)).toEqual(
      expect.arrayContaining([
        'createStory',
        'updateStory',
        'createTrack',
        'updateAlbum',
        'uploadBackgroundMusic',
        'createCharacter',
        'createLink',
      ]),
    )
  })

  it('reads a number sent as form text through its union, and refuses a field the form does not have', () => {
    expect(fieldAttributes(TrackCreate, 'trackNumber')).toEqual({ name: 'trackNumber', min: 1, max: 10_000, step: 1 })
    expect(() => fieldAttributes(TrackCreate, 'colour' as never)).toThrow(/no field colour/)
  })
})
