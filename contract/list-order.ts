// The order the Character Hub, the Music Library and the Links page list in. The device sorts the rows it reads
// with these; the server sorts what it draws on those pages' first screens with the same ones, from
// rows in the device's own order (by id, as IndexedDB keys them), so both orders are one.
import type { Character } from './character.ts'
import type { Album } from './music.ts'
import type { Link } from './link.ts'

export const byCharacterName = (a: Character, b: Character) => a.name.localeCompare(b.name)

/** The admin's order, then the older first among links of the same place. */
export const byLinkOrder = (a: Link, b: Link) => a.sortOrder - b.sortOrder || a.createdAt.localeCompare(b.createdAt)

export const newestAlbumFirst = (a: Album, b: Album) => b.createdAt.localeCompare(a.createdAt)

/** IndexedDB's order of string keys (UTF-16 code units): the order a table's rows are read in. */
export const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
