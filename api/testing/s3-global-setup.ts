// With TEST_MEDIA_STORE=s3 (the second pass of .ci/run), one S3 server for the whole test run;
// each test app then gets a bucket of its own (temp-bucket.ts). Without it, nothing starts.
import { startS3Server } from './s3-server.ts'

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_MEDIA_STORE !== 's3') return undefined
  const server = await startS3Server()
  // Read by the test workers, which start after this.
  process.env.TEST_S3_ENDPOINT = server.settings.endpoint
  return server.close
}
