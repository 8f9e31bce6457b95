// The app's Dexie runs at localhost as at any other address (db/local/db.ts): Dexie's own debug
// mode, which it turns on by itself there, is off once the database module is loaded.
import 'fake-indexeddb/auto'
import { expect, it } from 'vitest'

it('turns off the debug mode Dexie turns on by itself at 127.0.0.1', async () => {
  Object.assign(globalThis, { location: new URL('http://127.0.0.1:8193/') })
  const { Dexie } = await import('dexie')
  // What Dexie does by itself at that address, before the app's database module is loaded.
  expect(Dexie.debug).toBe(true)
  await import('./db.ts')
  expect(Dexie.debug).toBe(false)
})
