// Music Library (/music): the albums, newest first; an album opens its dialog (tracks,
// playback, sharing, download). The admin also gets Upload Track and, in an album, Edit and Delete.
import { useCallback, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { Upload } from 'lucide-react'
import { useAlbums } from './music.ts'
import { useIsAdmin } from '../settings/settings.ts'
import { Button } from '../ui/button.tsx'
import { lazyPart } from '../lib/lazy-part.ts'
import { useAdminPart } from '../ui/use-lazy-part.ts'
import { AlbumGrid } from './album-grid.tsx'
import { AlbumDialog } from './album-dialog.tsx'
import { useSharedLink, type OpenAlbum } from './use-shared-link.ts'

const route = getRouteApi('/music')

// The admin's own part: readers never download it.
const trackUpload = lazyPart(() => import('./track-upload-dialog.tsx'))

export function MusicPage() {
  // Undefined until known: before the first sync an empty table is not \"none\".
  const albums = useAlbums()
  const isAdmin = useIsAdmin()
  const upload = useAdminPart(trackUpload, isAdmin)
  const [openAlbum, setOpenAlbum] = useState<string | null>(null)
  // What a shared link does once its album shows: once, for that album.
  const [whenShown, setWhenShown] = useState<{ albumId: string; run: () => void }>()
  const [uploading, setUploading] = useState(false)
  const openShared = useCallback<OpenAlbum>((id, run) => {
    setOpenAlbum(id)
    let ran = false
    setWhenShown(
      run && {
        albumId: id,
        run: () => {
          if (ran) return
          ran = true
          setWhenShown(undefined)
          run()
        },
      },
    )
  }, [])
  useSharedLink(route.useSearch(), openShared)

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Music Library</h1>
          <p className="mt-1 text-muted">Albums and soundtracks from the Infinaeon universe</p>
        </div>
        {isAdmin && (
          <Button variant="primary" onClick={() => setUploading(true)}>
            <Upload size={16} aria-hidden />
            Upload Track
          </Button>
        )}
      </header>
      <section aria-labelledby="albums-heading" className="flex flex-col gap-3">
        <h2 id="albums-heading" className="text-xl font-semibold">
          Albums
        </h2>
        <AlbumGrid albums={albums} isAdmin={isAdmin} onOpen={setOpenAlbum} />
      </section>
      <AlbumDialog
        albumId={openAlbum}
        onShown={whenShown?.albumId === openAlbum ? whenShown?.run : undefined}
        onClose={() => setOpenAlbum(null)}
      />
      {upload && <upload.TrackUploadDialog open={uploading} onOpenChange={setUploading} />}
    </div>
  )
}
