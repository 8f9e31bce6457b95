// What a failure while reading a multipart form means to the sender: a file past its limit is the
// caller's 413, our own 4xx (and @fastify/multipart's limits) pass through, and anything else is a
// broken or truncated form, a 400 rather than a 500; and a refused form's connection is closed.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { Errors } from '../../errors.ts'

export function asFormError(error: unknown, fileTooLarge: () => Error): Error {
  const e = error as { statusCode?: number; code?: string; message?: string }
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge()
  if (typeof e.statusCode === 'number' && e.statusCode < 500) return error as Error
  return new Errors.BadMultipart(e.message ?? 'the form data is incomplete')
}

/**
 * Runs a handler that reads a form; when it fails with the form left unread (refused early),
 * closing the connection stops the client sending the rest.
 */
export async function closingUnreadForm<T>(request: FastifyRequest, reply: FastifyReply, handle: () => Promise<T>): Promise<T> {
  try {
    return await handle()
  } catch (error) {
    if (!request.raw.readableEnded) reply.header('connection', 'close')
    throw error
  }
}
