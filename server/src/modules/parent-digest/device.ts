/**
 * A coarse description of the device that opened a link ("iPhone · Safari", "Android · WeChat"):
 * enough for a student to recognise their parent's phone, never the full user agent (which can
 * fingerprint a person) and never the network address.
 */
const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPod/i, 'iPhone'],
  [/iPad/i, 'iPad'],
  [/HarmonyOS/i, 'HarmonyOS'],
  [/Android/i, 'Android'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'Mac'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
]

// Order matters: in-app browsers and Edge also say "Chrome" and "Safari".
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger/i, 'WeChat'],
  [/QQ\//i, 'QQ'],
  [/Edg\//i, 'Edge'],
  [/Firefox|FxiOS/i, 'Firefox'],
  [/Chrome|CriOS|Chromium/i, 'Chrome'],
  [/Safari/i, 'Safari'],
]

export function coarseDevice(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1]
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1]
  return [system, browser].filter(Boolean).join(' · ') || '?'
}
