// The blob store the settings name: the media folder, or a bucket with MEDIA_STORE=s3. The AWS
// SDK is loaded only for a bucket: a server on its folder never pays for it.
import type { Config } from '../../config.ts'
import { FolderStore, type BlobStore } from './blob-store.ts'

export async function openBlobStore({ mediaDir, s3 }: Pick<Config, 'mediaDir' | 's3'>): Promise<BlobStore> {
  return s3 ? new (await import('./s3-store.ts')).S3Store(s3) : new FolderStore(mediaDir)
}
