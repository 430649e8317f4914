// Types `text` into a field one key at a time, with the CPU throttled, and returns each key's figure
// (keyFigures.mjs). The page must have typingProbe.mjs installed (page.addInitScript(typingProbe)).
import { keyFigures } from './keyFigures.mjs'
import { clearProbe, readProbe } from './typingProbe.mjs'

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Focuses `field` (a Playwright locator), then presses each character of `text`, `gapMs` apart (a visitor typing
 * briskly; far more than a frame, so no key overlaps the last one's paint), at `cpuRate`× CPU throttling (CDP
 * Emulation.setCPUThrottlingRate, set after the focus and lifted after the keys).
 */
export async function typeKeys(page, field, text, { cpuRate = 4, gapMs = 200 } = {}) {
  await field.click()
  await sleep(300)
  await clearProbe(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
  try {
    for (const character of text) {
      const pressed = Date.now()
      await page.keyboard.press(character)
      await sleep(Math.max(0, gapMs - (Date.now() - pressed)))
    }
    await sleep(1000) // the last key's frames and the entries the observer still has to hand over
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await cdp.detach()
  }
  const { keys, entries, noEventTiming } = await readProbe(page)
  return { figures: keyFigures(keys, entries), value: await field.inputValue(), noEventTiming }
}
