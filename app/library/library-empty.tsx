// What the library shows when no card is left: a way out of the search or filter, or, with no
// stories at all, the upload invitation: the admin's button opens Upload New Story; a visitor has
// no upload button and is told who uploads.
import { Library } from 'lucide-react'
import { useIsAdmin } from '../settings/settings.ts'
import { openUploadStory } from '../publishing/story-dialog-host.tsx'
import { Button } from '../ui/button.tsx'

interface LibraryEmptyProps {
  reason: 'search' | 'filter' | 'none'
  onClear: () => void
}

export function LibraryEmpty({ reason, onClear }: LibraryEmptyProps) {
  const isAdmin = useIsAdmin()
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border px-4 py-12 text-center">
      <Library size={40} aria-hidden className="text-muted" />
      {reason === 'search' && (
        <>
          <p className="font-semibold">No stories found</p>
          <p className="text-sm text-muted">Try another word, or clear the search to see everything.</p>
          <Button onClick={onClear}>Clear Search</Button>
        </>
      )}
      {reason === 'filter' && (
        <>
          <p className="font-semibold">No stories match this filter</p>
          <Button onClick={onClear}>Show All Stories</Button>
        </>
      )}
      {reason === 'none' && (
        <>
          <p className="font-semibold">No stories found. Upload your first story to get started!</p>
          {isAdmin ? (
            <Button variant="primary" onClick={openUploadStory}>
              Upload Your First Story
            </Button>
          ) : (
            <p className="text-xs text-muted">Only the admin can upload stories.</p>
          )}
        </>
      )}
    </div>
  )
}
