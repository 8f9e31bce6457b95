// The one error shape every non-2xx JSON answer has (Fastify's own).
import { Type, type Static } from 'typebox'

export const ApiError = Type.Object({
  statusCode: Type.Integer(),
  code: Type.String(),
  error: Type.String(),
  message: Type.String(),
})
export type ApiError = Static<typeof ApiError>
