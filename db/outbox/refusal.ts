// What a delivery may throw besides the API's own error: a file sent before the write itself (a
// character's picture, a story's audio) that the server refused. The entry is then refused with
// the file's reason, marked `during: 'upload'` (the same code means the file, not the row).
import { ApiError, isRetryable } from '../../client/api-error.ts'

export class UploadRefused extends Error {
  constructor(readonly error: ApiError) {
    super(error.message)
    this.name = 'UploadRefused'
  }
}

/** The upload's refusal (a 4xx) becomes an UploadRefused; anything retryable passes unchanged. */
export function duringUpload<T>(upload: Promise<T>): Promise<T> {
  return upload.catch((error: unknown) => {
    throw error instanceof ApiError && !isRetryable(error) ? new UploadRefused(error) : error
  })
}

/** A delete the server no longer has anything to delete for is done. */
export function unlessGone(error: unknown): void {
  if (!(error instanceof ApiError && error.status === 404)) throw error
}
