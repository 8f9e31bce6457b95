// A real S3-protocol server on loopback for tests: s3rver (npm), which keeps objects in a temp
// folder and speaks the REST calls we use, multipart uploads and Range reads among them. It needs
// no JVM, container or second language, so `npm ci` is the whole setup.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
// @ts-expect-error s3rver ships no types; its constructor, run() and close() are all we call.
import S3rver from 's3rver'
import type { S3Settings } from '../services/media/s3-store.ts'

interface S3rverInstance {
  run(): Promise<{ port: number }>
  close(): Promise<void>
}

/** s3rver's fixed credentials. */
export const S3_TEST_KEY = 'S3RVER'

/** The folders of this process's servers, closed ones too: a late write may land after close. */
const bucketFolders = new Set<string>()

// s3rver writes an object through a file stream with no error handler: a write still under way
// when a test drops its bucket (a request cut off at the test's end) fails with ENOENT and would
// end the whole test run. Such a write concerns no test any more; any other error is still
// reported by the runner's own handler (or, with none, ends the process as it would have).
process.on('uncaughtException', (error: NodeJS.ErrnoException) => {
  const folder = typeof error.path === 'string' ? error.path : ''
  if (error.code === 'ENOENT' && [...bucketFolders].some((dir) => folder.startsWith(dir))) return
  if (process.listenerCount('uncaughtException') === 1) throw error
})

export async function startS3Server(
  bucket = 'infinaeon-media',
): Promise<{ settings: S3Settings; close: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket }],
  }) as S3rverInstance
  const { port } = await server.run()
  bucketFolders.add(dir)
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: S3_TEST_KEY,
      secretAccessKey: S3_TEST_KEY,
    },
    close: async () => {
      await server.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
