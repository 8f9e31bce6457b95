// An admin form's field as the server checks it: its name and its limits (a text's maxLength; a
// number's min, max and step), read from the very TypeBox schema the endpoint table validates the
// body with (contract/). A dialog cannot then take what the server refuses, nor refuse what it
// takes. Only the admin's dialogs import schemas, so TypeBox stays out of every reader's first load.
import type { TObject, TSchema } from 'typebox'

/** What an <input> or <textarea> carries of its field's rule. */
export interface FieldAttributes {
  name: string
  maxLength?: number
  min?: number
  max?: number
  step?: number
}

type SchemaNode = TSchema & {
  format?: unknown
  maxLength?: unknown
  minimum?: unknown
  maximum?: unknown
  multipleOf?: unknown
  anyOf?: TSchema[]
}

const number = (value: unknown) => (typeof value === 'number' ? value : undefined)

/** The schema, or the first member of its union (a number sent as form text, or blank), that has
 * limits a person types within; an id or a date (a format) is chosen, never typed. */
function limited(schema: SchemaNode): SchemaNode | undefined {
  if (typeof schema.format === 'string') return undefined
  if ([schema.maxLength, schema.minimum, schema.maximum].some((value) => typeof value === 'number')) return schema
  for (const member of schema.anyOf ?? []) {
    const found = limited(member as SchemaNode)
    if (found) return found
  }
  return undefined
}

export function fieldAttributes<S extends TObject>(schema: S, name: keyof S['properties'] & string): FieldAttributes {
  const field = (schema.properties as Record<string, SchemaNode>)[name]
  if (!field) throw new Error(`The form has no field ${name}`)
  const rule = limited(field)
  const attributes: FieldAttributes = { name }
  const [maxLength, min, max, step] = [
    number(rule?.maxLength),
    number(rule?.minimum),
    number(rule?.maximum),
    number(rule?.multipleOf),
  ]
  if (maxLength !== undefined) attributes.maxLength = maxLength
  if (min !== undefined) attributes.min = min
  if (max !== undefined) attributes.max = max
  if (step !== undefined) attributes.step = step
  return attributes
}

/** A number typed into a field with these attributes: blank, or whole steps within min and max. */
export function fitsNumber({ min = -Infinity, max = Infinity, step }: FieldAttributes, text: string): boolean {
  const typed = text.trim()
  if (typed === '') return true
  const value = Number(typed)
  return (
    Number.isFinite(value) &&
    value >= min &&
    value <= max &&
    (step === undefined || Number.isInteger((value - (Number.isFinite(min) ? min : 0)) / step))
  )
}
