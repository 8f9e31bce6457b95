// The one error shape every non-2xx JSON answer has (Fastify's own), its `code` one of the closed
// list of the contract (error-codes.ts), so /api/docs lists every code a client must handle.
import { Type, type Static } from 'typebox'
import { ERROR_CODES } from './error-codes.ts'

export { ERROR_CODES, isErrorCode } from './error-codes.ts'

/** One `enum` in the API description (a union of the literals, as TypeScript reads it). */
export const ErrorCode = Type.Enum(ERROR_CODES, {
  description: 'The stable code of what went wrong; the message is for a person.',
})
export type ErrorCode = Static<typeof ErrorCode>

export const ApiError = Type.Object({
  statusCode: Type.Integer(),
  code: ErrorCode,
  error: Type.String(),
  message: Type.String(),
})
export type ApiError = Static<typeof ApiError>
