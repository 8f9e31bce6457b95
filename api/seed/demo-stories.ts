// The demo universe's stories: original text written for Infinaeon Hub. Seeded on first start.
export interface DemoStory {
  title: string
  description: string
  category: 'series' | 'standalone'
  /** The upload form's season choice (1–4 main series, 5 second series). */
  seasonChoice?: number
  episodeNumber?: number
  isFeatured?: boolean
  palette: [string, string, string]
  withNarration?: boolean
  content: string
}

export const DEMO_STORIES: DemoStory[] = [
  {
    title: 'The Gatekeeper of Vessa',
    description: 'A young knight takes her first watch at the oldest gate in the Infinaeon, and the gate answers back.',
    category: 'series',
    seasonChoice: 1,
    episodeNumber: 1,
    isFeatured: true,
    withNarration: true,
    palette: ['#0b1b3a', '#c9a227', '#f4e3a1'],
    content: `**Chapter 1: First Watch**

Ilen Marr had been told that the gate of Vessa never spoke. Seven hundred years of logs said so, in the careful hand of every knight who had stood where she now stood, boots on the worn brass ring, eyes on the slow violet swirl of the aperture.

The gate hummed. That was allowed. The gate flickered at the turn of each hour. That was expected. At the third hour of her first watch the gate said her name, and nothing in the logs had prepared her for that.

"Ilen," it said again, patient as tide. "You are late."

**Chapter 2: The Oath Beneath the Oath**

She did not run. Knights of Infinaeon are taught three things before they are taught to hold a blade: name the thing you fear, stand where you stand, and write it down.

So she wrote it down. *Third hour. The gate addressed me by name. It sounded disappointed.*

Then she asked it what it wanted, and the gate showed her a star she had never seen, burning on the far side of the Curve.

***

Somewhere behind her, in the sleeping citadel, a bell began to ring on its own.`,
  },
  {
    title: 'Salt and Starlight',
    description: 'The citadel wakes to find its bells ringing and its newest knight missing from the watch log.',
    category: 'series',
    seasonChoice: 1,
    episodeNumber: 2,
    palette: ['#13213f', '#d9b44a', '#8fb8de'],
    content: `**Chapter 1: Bells**

Commander Oskar Venn counted the bells the way his mother had taught him to count waves: by the gaps between them. There were no gaps. Every bell in the citadel was ringing at once, and none of them had a ringer.

**Chapter 2: The Empty Ring**

The brass ring at the gate was empty. Ilen's log lay open on the stone, the last line written in a hand that shook only a little: *I am going to look.*

Venn read it twice, closed the book, and sent for his armour.`,
  },
  {
    title: 'What the Curve Remembers',
    description: 'On the far side of the gate, Ilen finds a city that folds itself away whenever she blinks.',
    category: 'series',
    seasonChoice: 1,
    episodeNumber: 3,
    isFeatured: true,
    palette: ['#1d0b3a', '#8a5cf6', '#e9d5ff'],
    content: `**Chapter 1: A City in Pieces**

The city was there, and then it was somewhere else. Towers turned their faces away. Streets rolled up like maps. When Ilen stood very still the city crept back, curious, the way a cat does when you stop reaching for it.

**Chapter 2: The Archivist**

An old woman sat on a step that had not been there a moment ago. She wore the violet of the Curve Ascended and she was eating an apple.

"You are the one the gate chose," she said. "It chose badly, or it chose very well. We will find out which."

Ilen asked her name. "Names fold here like everything else," said the Archivist. "Call me what the city calls me."`,
  },
  {
    title: 'The Second Ring',
    description: 'Season two opens with the knights rebuilding their watch, and a second gate waking beneath the sea.',
    category: 'series',
    seasonChoice: 2,
    episodeNumber: 1,
    palette: ['#06283d', '#1f8a9e', '#c9a227'],
    content: `**Chapter 1: Under the Tide**

Nobody had known there was a second ring. It lay beneath forty fathoms of cold water off the Vessa shelf, and it had been waiting, the divers said, with the patience of something that expects to be found.

**Chapter 2: A Letter from Across**

The letter arrived on the morning tide, sealed in violet wax. It was addressed to Commander Venn, and it was in Ilen's handwriting.

*I am well,* it said. *Do not open the second gate. Not yet.*`,
  },
  {
    title: 'Tidewright',
    description: 'A diver who hears the sea gate singing must decide whether to tell the knights or answer it.',
    category: 'series',
    seasonChoice: 2,
    episodeNumber: 2,
    palette: ['#082f49', '#38bdf8', '#fef3c7'],
    content: `**Chapter 1: The Song**

Pell Orrin had dived the shelf for twenty years and he knew every sound the sea could make. This was not one of them. It came up through the soles of his feet and settled behind his teeth, three notes, over and over, like someone practising a name.

**Chapter 2: What Pell Kept**

He told the knights about the ring. He did not tell them about the song. Some things, his grandmother used to say, you keep until you know whose they are.`,
  },
  {
    title: 'Ascension Protocol',
    description:
      'Inside the Curve Ascended, a junior cartographer is ordered to map a city that refuses to hold still.',
    category: 'series',
    seasonChoice: 5,
    episodeNumber: 1,
    palette: ['#2e1065', '#a855f7', '#f0abfc'],
    content: `**Chapter 1: Orders**

The order came folded into the shape of a bird, which was how the Curve delivered anything it considered urgent. Cartographer Sefa Lune unfolded it at her desk and read it three times.

*Map the Drifting Quarter. Completely. By the new moon.*

Nobody had ever mapped the Drifting Quarter. That, Sefa suspected, was the point.`,
  },
  {
    title: 'The Lighthouse at the End of Time',
    description: 'A keeper tends the last light in a dying galaxy, and one night a ship answers.',
    category: 'standalone',
    isFeatured: true,
    palette: ['#111827', '#f59e0b', '#fde68a'],
    content: `Maren had kept the light for so long that she had stopped counting the dark between the ships. There were no ships any more. The galaxy was old and tired, its stars going out one by one like windows in a town at bedtime, and still she climbed the stair each evening and trimmed the wick that was not a wick and watched the beam sweep out across nothing.

Then, on an evening like every other, something flashed back.

Three short. Three long. Three short.

She laughed out loud, because it was the oldest signal there was, older than the light, older than her, and because somebody out there still remembered it.`,
  },
  {
    title: 'Quiet Engines',
    description: 'Two engineers on a silent freighter discover the ship has been listening to them.',
    category: 'standalone',
    palette: ['#0f172a', '#22d3ee', '#a7f3d0'],
    content: `The *Calloway* ran quiet. That was its whole purpose: a freighter that could cross contested space without a whisper on anyone's sensors. Its crew learned to speak softly, walk softly, and, after a while, think softly too.

Dara noticed first. The ship's lights dimmed a moment before she was about to say something unkind, and brightened when she laughed.

"It's listening," she told Tomas.

"Ships don't listen," Tomas said, and somewhere in the walls the engines hummed, very gently, as if amused.`,
  },
  {
    title: 'A Map of Small Kindnesses',
    description: 'A courier crossing neutral space collects favours instead of fares, and one day calls them all in.',
    category: 'standalone',
    palette: ['#042f2e', '#2dd4bf', '#fef9c3'],
    content: `Nobody in neutral space paid Hesper Vale in credits. They paid her in favours: a spare filter here, a warm meal there, a promise to look the other way when she docked without papers.

She wrote every one of them down in a battered notebook, and over the years the notebook became a map, not of stars, but of people.

![Hesper's notebook, open at its first page: three stations joined by the favours they owe](picture:0)

| Station | Who | What they owe |
| --- | --- | --- |
| Kessel Drift | Oru, the dockmaster | A berth, and no questions |
| Halcyon Relay | The twins who run it | Ten minutes of silence on the band |
| Marrow Point | Old Ness | A warm meal and a spare filter |

When the blockade came, she opened the notebook to the first page and started making calls.`,
  },
]
