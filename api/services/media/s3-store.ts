// Media in an S3-compatible bucket, through the official AWS SDK: uploads stream from the finished
// temp file in parts (@aws-sdk/lib-storage), never held whole in memory; reads pass a byte range
// through to the bucket, so seeking a long narration fetches only what is played.
import { createReadStream } from 'node:fs'
import fs from 'node:fs/promises'
import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import type { BlobStore } from './blob-store.ts'

export interface S3Settings {
  endpoint: string | undefined
  bucket: string
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
}

/** Parts of 8 MiB, two in flight: a 100 MB narration holds at most ~16 MiB in memory. */
const PART_SIZE = 8 * 1024 * 1024
const PARTS_IN_FLIGHT = 2
const FOREVER = 'public, max-age=31536000, immutable'

const isMissing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404

export class S3Store implements BlobStore {
  private readonly client: S3Client
  private readonly bucket: string

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      // Self-hosted S3 servers (MinIO, Ceph, Garage) answer on one host, with the bucket in the path.
      forcePathStyle: settings.endpoint !== undefined,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
    })
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))
      return head.ContentLength ?? 0
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async putFile(key: string, file: string, contentType: string): Promise<void> {
    try {
      if ((await this.size(key)) !== null) return
      const upload = new Upload({
        client: this.client,
        params: {
          Bucket: this.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentType: contentType,
          CacheControl: FOREVER,
        },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      })
      await upload.done()
    } finally {
      await fs.rm(file, { force: true })
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    const object = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range && `bytes=${range.start}-${range.end}`,
      }),
    )
    if (!(object.Body instanceof Readable)) throw new Error(`S3 answered ${key} without a readable body`)
    return object.Body
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }

  async list(prefix: string): Promise<string[]> {
    const names: string[] = []
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${prefix}/`, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key.slice(prefix.length + 1))
      token = page.NextContinuationToken
    } while (token)
    return names
  }

  close(): void {
    this.client.destroy()
  }
}
