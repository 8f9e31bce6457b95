// How every browser test starts Chromium: Debian's (never a downloaded browser), headless, with
// nothing of it reaching for the network on its own.
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--autoplay-policy=no-user-gesture-required',
  ],
}
