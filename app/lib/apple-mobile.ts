// Whether a browser runs on an iPhone or iPad. Every browser there is WebKit, and Web Push reaches
// only an app added to the Home Screen. iPadOS asks for desktop sites by default and then reports
// a Mac's user agent: its touch points alone tell it from a Mac, which has none.
export interface DeviceHints {
  userAgent: string
  maxTouchPoints: number
}

export function isAppleMobile({ userAgent, maxTouchPoints }: DeviceHints): boolean {
  if (!userAgent.includes('AppleWebKit')) return false
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (userAgent.includes('Macintosh') && maxTouchPoints > 1)
}
