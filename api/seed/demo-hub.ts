// The demo universe's music, characters and links: original names and text.
import type { Character } from '../../contract/character.ts'

export const DEMO_ALBUM = {
  title: 'Signals from the Gate',
  artist: 'The Vessa Watch',
  description: 'Slow tones recorded on the brass ring at Vessa, for reading by.',
  genre: 'Ambient',
  releaseYear: 2024,
  tracks: [
    { title: 'Vessa Dawn', asset: 'vessa-dawn.mp3' },
    { title: 'Curve Lullaby', asset: 'curve-lullaby.mp3' },
  ],
}

export const DEMO_BACKGROUND_MUSIC = { title: 'Gate Hum', asset: 'gate-hum.mp3' }

/** `firstStory` is the title of the demo story the character first appears in (mentions link from
 * there on); `aliases` are the other names the stories call them. */
export const DEMO_CHARACTERS: Array<
  Pick<Character, 'name' | 'bio' | 'faction' | 'role' | 'aliases'> & { firstStory: string }
> = [
  {
    name: 'Ilen Marr',
    bio: 'The youngest knight ever to stand watch at Vessa, and the first the gate ever spoke to. Careful, stubborn, and always writing things down.',
    faction: 'knights',
    role: 'Protagonist',
    aliases: ['Ilen'],
    firstStory: 'The Gatekeeper of Vessa',
  },
  {
    name: 'Oskar Venn',
    bio: 'Commander of the Vessa citadel. Counts bells like waves and trusts his knights more than he lets them see.',
    faction: 'knights',
    role: 'Supporting',
    aliases: ['Commander Venn'],
    firstStory: 'Salt and Starlight',
  },
  {
    name: 'The Archivist',
    bio: 'An old woman in Curve violet who remembers every shape the folding city has ever taken. Usually eating an apple.',
    faction: 'curve',
    role: 'Supporting',
    aliases: ['Archivist'],
    firstStory: 'What the Curve Remembers',
  },
  {
    name: 'Sefa Lune',
    bio: 'A junior cartographer of the Curve Ascended, ordered to map a quarter of the city that refuses to hold still.',
    faction: 'curve',
    role: 'Protagonist',
    aliases: ['Sefa'],
    firstStory: 'Ascension Protocol',
  },
  {
    name: 'Pell Orrin',
    bio: 'A diver of the Vessa shelf who heard the sea gate sing and kept the song to himself.',
    faction: 'neutral',
    role: 'Minor',
    aliases: ['Pell'],
    firstStory: 'Tidewright',
  },
]

export const DEMO_LINKS = [
  {
    title: 'What is space opera?',
    url: 'https://en.wikipedia.org/wiki/Space_opera',
    description: 'The genre the Infinaeon grew out of.',
  },
  {
    title: 'Project Gutenberg science fiction',
    url: 'https://www.gutenberg.org/ebooks/bookshelf/68',
    description: 'Classic science fiction, free to read.',
  },
  {
    title: 'NASA image of the day',
    url: 'https://www.nasa.gov/image-of-the-day/',
    description: 'Real skies for imagined worlds.',
  },
]
