// Where a test app keeps its media: the media folder by default; with TEST_MEDIA_STORE=s3, a fresh
// bucket on the run's S3 server (s3-global-setup.ts), emptied and removed afterwards. A bucket per
// app, because names are content hashes: two tests storing the same picture must not share it.
import { randomUUID } from 'node:crypto'
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3'
import type { S3Settings } from '../services/media/s3-store.ts'
import { S3_TEST_KEY } from './s3-server.ts'

export interface TempBucket {
  settings: S3Settings | undefined
  drop: () => Promise<void>
}

export async function createTempBucket(): Promise<TempBucket> {
  const endpoint = process.env.TEST_S3_ENDPOINT
  if (!endpoint) return { settings: undefined, drop: async () => {} }
  const settings: S3Settings = {
    endpoint,
    bucket: `test-${randomUUID()}`,
    region: 'us-east-1',
    accessKeyId: S3_TEST_KEY,
    secretAccessKey: S3_TEST_KEY,
  }
  const client = new S3Client({
    endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: S3_TEST_KEY, secretAccessKey: S3_TEST_KEY },
  })
  await client.send(new CreateBucketCommand({ Bucket: settings.bucket }))
  return {
    settings,
    drop: async () => {
      const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }))
      for (const { Key } of Contents) await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key }))
      await client.send(new DeleteBucketCommand({ Bucket: settings.bucket }))
      client.destroy()
    },
  }
}
