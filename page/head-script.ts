// The one inline script a drawn page carries, in its head, so it runs before the first paint and
// before any tap: the device's look (theme-script.ts), then the early-input keeper. The server's
// drawn pages carry it (api/first-screen/), and so does the service worker's drawing of a story it
// kept no page of (sw/reader-launch.ts); the CSP allows exactly this script by its hash
// (api/first-screen/head-script-hash.ts).
//
// The keeper: a drawn screen is there before the app's scripts have arrived, and a tap on one of
// its buttons, or typing into one of its fields, would do nothing. The keeper holds each press
// (the browser does nothing with it) and notes each field's text as it changes, and hands the list
// to the app through `window.takeEarlyInput()`, which also stops it; the app makes each press and
// puts back each text once it has hydrated (app/early-input.ts). Links need nothing: the browser
// follows them by itself.
import { THEME_SCRIPT } from './theme-script.ts'

/** No `<` in the script: the page carries it as it is. */
export const EARLY_INPUT_SCRIPT =
  '(function(){var h=[],o={capture:true},' +
  "p=function(e){var b=e.target instanceof Element&&e.target.closest('button');if(b){e.preventDefault();e.stopPropagation();h.push(['press',b])}}," +
  "t=function(e){var f=e.target;if(/^(INPUT|TEXTAREA|SELECT)$/.test(f.tagName))h.push(['type',f,f.value])};" +
  "document.addEventListener('click',p,o);document.addEventListener('input',t,o);" +
  "window.takeEarlyInput=function(){document.removeEventListener('click',p,o);document.removeEventListener('input',t,o);return h}})()"

export const HEAD_SCRIPT = `${THEME_SCRIPT};${EARLY_INPUT_SCRIPT}`
