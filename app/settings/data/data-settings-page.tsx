// Data Settings (/data-settings): the overview (favourites, local storage in KB, entries), what
// the export includes, Export My Data, the privacy policy, Clear Favourites, Reset Reading
// Settings, your linked devices (issue 60), what notifications are about (issue 59), what this
// device holds and whether the browser keeps it, for the admin the way to the server's Backups,
// the Danger Zone (Clear All Data), and every local storage entry with its first 50 characters
// and length.
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useLocalQuery } from '../../data/queries/use-local-query.ts'
import { DatabaseBackup, Download, ExternalLink, Heart, RotateCcw, Trash2 } from 'lucide-react'
import { clearFavourites } from '../../library/favourites.ts'
import { readingSettings, useIsAdmin } from '../settings.ts'
import { deviceData, localStorageEntries } from '../personal-data.ts'
import { buildExport, exportFileName, storageKb, valuePreview } from '../data-export.ts'
import { DEFAULT_READING_SETTINGS } from '../reading-settings.ts'
import { Button, buttonClass } from '../../ui/button.tsx'
import { notify } from '../../ui/toast/notify.ts'
import { errorText } from '../../lib/error-text.ts'
import { SwitchRow } from './switch-row.tsx'
import { StoragePicture } from './storage-picture.tsx'
import { PersistenceStatus } from './persistence-status.tsx'
import { ClearAllDialog } from './clear-all-dialog.tsx'
import { OfflineStories } from '../offline-stories.tsx'
import { PushWantsSetting } from '../../pwa/push-wants-setting.tsx'
import { DevicesSection } from '../../profile/devices-section.tsx'

const CARD = 'rounded-2xl border border-border bg-surface p-4 sm:p-5'

function saveJson(name: string, data: unknown): void {
  const href = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), { href, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(href), 60_000)
}

export function DataSettingsPage() {
  const [version, setVersion] = useState(0)
  const changed = () => setVersion((v) => v + 1)
  const entries = localStorageEntries()
  const favourites = useLocalQuery((db) => db.favourites.count(), []) ?? 0
  const [choices, setChoices] = useState({ readingProgress: true, themeAndFaction: true })
  const [clearing, setClearing] = useState(false)
  const isAdmin = useIsAdmin()

  const exportData = async () => {
    try {
      const now = new Date()
      saveJson(exportFileName(now), buildExport(localStorageEntries(), await deviceData(), choices, now))
      notify({ title: 'Data Exported', description: 'Your personal data has been downloaded successfully.' })
    } catch {
      notify({ ...errorText.exportData(), variant: 'destructive' })
    }
  }

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6" data-version={version}>
      <header>
        <h1 className="text-3xl font-bold">Data Settings</h1>
        <p className="mt-1 text-muted">
          Everything this app keeps about you is on this device, and on the server only for devices you link. See it,
          take it with you, or erase it.
        </p>
      </header>

      <section aria-label="Overview" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Stat label="Favourite stories" value={String(favourites)} testId="stat-favourites" />
        <Stat label="Local storage used" value={`${storageKb(entries)} KB`} testId="stat-storage" />
        <Stat label="Data entries" value={String(entries.length)} testId="stat-entries" />
      </section>

      <section className={CARD} aria-labelledby="export-heading">
        <h2 id="export-heading" className="text-lg font-semibold">
          Your data
        </h2>
        <div className="divide-y divide-border">
          <SwitchRow
            label="Reading Progress Tracking"
            hint="Where you are in each story, bookmarks and listening positions are included in your export."
            checked={choices.readingProgress}
            onChange={(readingProgress) => setChoices((c) => ({ ...c, readingProgress }))}
          />
          <SwitchRow
            label="Theme & Faction Data"
            hint="Your faction and reading settings are included in your export."
            checked={choices.themeAndFaction}
            onChange={(themeAndFaction) => setChoices((c) => ({ ...c, themeAndFaction }))}
          />
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => void exportData()}>
            <Download size={16} aria-hidden />
            Export My Data
          </Button>
          <a
            href="/privacy-policy"
            target="_blank"
            rel="noopener"
            className="inline-flex h-10 items-center gap-2 rounded-lg border border-border bg-surface-2 px-4 text-sm hover:border-accent"
          >
            <ExternalLink size={16} aria-hidden />
            View Privacy Policy
          </a>
          <Button
            disabled={favourites === 0}
            onClick={() =>
              void clearFavourites().then(() => {
                notify({
                  title: 'Favourites Cleared',
                  description: 'Your favourite stories were removed from this device.',
                })
                changed()
              })
            }
          >
            <Heart size={16} aria-hidden />
            Clear Favourites
          </Button>
          <Button
            onClick={() => {
              readingSettings.write(DEFAULT_READING_SETTINGS)
              notify({
                title: 'Reading Settings Reset',
                description: 'Font size, spacing and theme are back to their defaults.',
              })
              changed()
            }}
          >
            <RotateCcw size={16} aria-hidden />
            Reset Reading Settings to Defaults
          </Button>
        </div>
      </section>

      <section id="devices" className={`${CARD} scroll-mt-20`} aria-labelledby="devices-heading">
        <h2 id="devices-heading" className="mb-2 text-lg font-semibold">
          Your devices
        </h2>
        <DevicesSection />
      </section>

      <section id="notifications" className={CARD} aria-labelledby="notifications-heading">
        <h2 id="notifications-heading" className="mb-2 text-lg font-semibold">
          Notifications
        </h2>
        <PushWantsSetting />
      </section>

      <section className={CARD} aria-labelledby="device-heading">
        <h2 id="device-heading" className="mb-3 text-lg font-semibold">
          What this device holds
        </h2>
        <div className="mb-3">
          <OfflineStories />
        </div>
        <StoragePicture refresh={version} />
        <div className="mt-4 border-t border-border pt-3">
          <PersistenceStatus />
        </div>
      </section>

      {isAdmin && (
        <section className={CARD} aria-labelledby="server-backups-heading">
          <h2 id="server-backups-heading" className="text-lg font-semibold">
            The server&apos;s backups
          </h2>
          <p className="mt-1 text-sm text-muted">
            For the admin: copies of everything the site holds, kept on the server. Take one now, download one, and see
            how to restore.
          </p>
          <Link to="/backups" className={buttonClass('secondary', 'md', 'mt-3')}>
            <DatabaseBackup size={16} aria-hidden />
            Backups
          </Link>
        </section>
      )}

      <section className="rounded-2xl border border-danger/60 bg-danger/5 p-4 sm:p-5" aria-labelledby="danger-heading">
        <h2 id="danger-heading" className="text-lg font-semibold text-danger">
          Danger Zone
        </h2>
        <p className="mt-1 text-sm text-muted">
          Clear All Data erases everything this app keeps on this device: favourites, follows, highlights and notes,
          bookmarks, progress, drafts, downloaded audio, saved stories and pictures, settings, and changes still waiting
          to be sent. A linked device is unlinked first; nothing else on the server changes.
        </p>
        <Button variant="danger" className="mt-3" onClick={() => setClearing(true)}>
          <Trash2 size={16} aria-hidden />
          Clear All Data
        </Button>
      </section>

      <section className={CARD} aria-labelledby="entries-heading">
        <h2 id="entries-heading" className="mb-3 text-lg font-semibold">
          Local storage entries
        </h2>
        {entries.length === 0 ? (
          <p className="text-sm text-muted">Nothing is stored.</p>
        ) : (
          <ul aria-label="Local storage entries" className="flex flex-col divide-y divide-border text-sm">
            {entries.map((e) => (
              <li key={e.key} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:gap-3">
                <span className="font-mono font-medium sm:w-56 sm:shrink-0">{e.key}</span>
                <span className="min-w-0 flex-1 break-all font-mono text-muted">{valuePreview(e.value)}</span>
                <span className="tabular-nums text-xs text-muted">{e.value.length} characters</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ClearAllDialog open={clearing} onOpenChange={setClearing} />
    </div>
  )
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={CARD}>
      <p className="text-sm text-muted">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </p>
    </div>
  )
}
