// How an admin write's refusal is kept for its dialog: the HTTP reason with the server's sentence
// ("Bad Request - Title is required."), which the dialogs put in the spec's words (hub.md §8).
import { ApiError, isRetryable } from '../client/api-error.ts'

/** A 4xx keeps "{status text} - {server text}"; anything retryable is passed on unchanged. */
export function refused(error: unknown): unknown {
  if (!(error instanceof ApiError) || isRetryable(error)) return error
  const said = `${error.statusText || error.status} - ${error.serverMessage ?? error.message}`
  return new ApiError(error.status, error.code, error.message, said, undefined, error.statusText)
}

/** A delete the server no longer has anything to delete for is done. */
export const goneAlready = (error: unknown) => error instanceof ApiError && error.status === 404
