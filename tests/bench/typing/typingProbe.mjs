// What the typing measurement installs in the page before the app's own scripts (page.addInitScript): an Event
// Timing observer and, for keys whose events took under 16 ms (Event Timing does not report those), a frame
// watch from a capture-phase keydown listener. The page keeps both in `window.__typingProbe`; keyFigures.mjs
// turns them into one figure per key.

/** Runs in the page. */
export function typingProbe() {
  const probe = { entries: [], keys: [] }
  window.__typingProbe = probe
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.entries.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId ?? 0,
        })
    }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  } catch {
    probe.noEventTiming = true
  }
  // The key's field (open shadow roots included: composedPath's first element), its value before the key, then
  // frames until one is about to paint the changed value (1 s at most), and the frame after it: that frame's
  // start comes after the paint that showed the new value (double requestAnimationFrame).
  addEventListener(
    'keydown',
    (event) => {
      const field = event.composedPath()[0]
      const before = field?.value
      const key = { key: event.key, start: event.timeStamp, painted: null, changed: false }
      probe.keys.push(key)
      const check = () => {
        key.changed = field?.value !== before
        if (key.changed || performance.now() - key.start > 1000)
          requestAnimationFrame(() => {
            key.painted = performance.now()
          })
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    },
    true,
  )
}

/** Empties the probe before a field's keys (what came before, the clicks that reached the field, is not theirs). */
export const clearProbe = (page) =>
  page.evaluate(() => {
    window.__typingProbe.keys.length = 0
    window.__typingProbe.entries.length = 0
  })

/** The probe's keys and entries, read from the page. */
export const readProbe = (page) =>
  page.evaluate(() => ({
    keys: window.__typingProbe.keys.map((key) => ({ ...key })),
    entries: [...window.__typingProbe.entries],
    noEventTiming: !!window.__typingProbe.noEventTiming,
  }))
