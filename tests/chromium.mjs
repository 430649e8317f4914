// Debian's Chromium as every browser test and the bench drive it (playwright-core): headless, no
// background traffic, and every host but this machine unresolvable, so nothing can leave it.
import { chromium } from 'playwright-core'

export const chromiumPath = '/usr/bin/chromium'

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

/** Launches that Chromium; `options` are playwright-core's launch options (they win). */
export function launchChromium(options = {}) {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true, ...options })
}
