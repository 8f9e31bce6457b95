// Where the app's <audio> elements live: in one box that is never rendered. An <audio> that is
// styled (even one `hidden` itself) makes Chromium load the 120 KB stylesheet of its media controls
// and compute every element's style again: an 86 ms frame at CPU 1× on a first visit to the home,
// where the background music's element is made as the app starts (a trace of 2026-12-02). Inside
// a box that is not rendered an element is never styled, and it plays all the same.
let host: HTMLElement | undefined

/** Puts an element the app plays through into the page, out of its layout and style. */
export function hostAudio(audio: HTMLAudioElement): void {
  if (!host?.isConnected) {
    host = document.createElement('div')
    host.hidden = true
    host.dataset.audioHost = ''
    document.body.append(host)
  }
  host.append(audio)
}
