// A form's text fields sent as a JSON object instead of multipart (an admin edit replayed without
// files): each value must be text, a number or true/false, and becomes the text a form would carry.
import { Errors } from '../../errors.ts'

export function jsonFields(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new Errors.BadInput('Send the form as multipart form data, or its text fields as a JSON object.')
  }
  const fields: Record<string, string> = {}
  for (const [key, value] of Object.entries(body)) {
    if (value === null || value === undefined) fields[key] = ''
    else if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = String(value)
    else throw new Errors.BadInput(`Field "${key}" must be text, a number or true/false.`)
  }
  return fields
}
