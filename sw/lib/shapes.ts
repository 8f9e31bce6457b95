// The few shape checks the worker makes by hand (page messages, push payloads) instead of carrying
// a schema validator; each caller's test holds its check to the schema's own answer.
import { UUID_PATTERN } from '../../contract/uuid.ts'

export type Fields = Record<string, unknown>

export const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID_PATTERN.test(value)
export const isStringUpTo =
  (max: number) =>
  (value: unknown): value is string =>
    typeof value === 'string' && value.length <= max
export const isString = (value: unknown): value is string => typeof value === 'string'
