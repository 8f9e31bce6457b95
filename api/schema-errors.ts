// What a person reads when a value does not fit its schema, for Fastify's validation of JSON
// bodies and for form fields checked here: a field's `errorMessage` when the contract has one,
// "<title> is too long: at most N characters." for lengths, else "Invalid <field>: <rule>".
import type { Static, TObject, TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { Errors } from './errors.ts'

export interface SchemaFailure {
  keyword: string
  params: Record<string, unknown>
  message?: string
}

type Described = TSchema & { title?: string; errorMessage?: string }

export function fieldMessage(failure: SchemaFailure, field: Described | undefined, where: string): string {
  if (field?.errorMessage) return field.errorMessage
  if (field?.title && failure.keyword === 'maxLength')
    return `${field.title} is too long: at most ${String(failure.params.limit)} characters.`
  return `Invalid ${field?.title ?? where}: ${failure.message ?? 'not allowed'}`
}

/**
 * Converts form text to the schema's types ("3" → 3, "true" → true; never truncating "3.5") and
 * checks it; the first problem is a 400 BAD_INPUT worded by fieldMessage.
 */
export function checkFields<T extends TObject>(schema: T, fields: Record<string, unknown>): Static<T> {
  const value = Value.Convert(schema, structuredClone(fields))
  for (const failure of Value.Errors(schema, value)) {
    const name = failure.instancePath.split('/')[1] ?? ''
    throw new Errors.BadInput(fieldMessage(failure, schema.properties[name] as Described | undefined, name || 'form'))
  }
  return value as Static<T>
}
