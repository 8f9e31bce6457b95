// What a failure while reading a multipart form means to the sender: a file past its limit is the
// caller's 413, our own 4xx (and @fastify/multipart's limits) pass through, and anything else is a
// broken or truncated form, a 400 rather than a 500.
import { Errors } from '../../errors.ts'

export function asFormError(error: unknown, fileTooLarge: () => Error): Error {
  const e = error as { statusCode?: number; code?: string; message?: string }
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge()
  if (typeof e.statusCode === 'number' && e.statusCode < 500) return error as Error
  return new Errors.BadMultipart(e.message ?? 'the form data is incomplete')
}
