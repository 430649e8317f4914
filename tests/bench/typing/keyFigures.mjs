// From what typingProbe.mjs kept in the page to one figure per key: the time from the key to the paint that showed
// the field's new value. Pure: the unit test (keyFigures.test.mjs) feeds it entries by hand.

const keyEvents = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup'])

/** The key an event at `startTime` belongs to: the last one that started at or before it (1 ms of rounding). */
const keyAt = (keys, startTime) => {
  let found = -1
  keys.forEach((key, index) => {
    if (key.start <= startTime + 1) found = index
  })
  return found
}

/**
 * One figure per key, in the order typed. `eventMs`: Event Timing's longest duration among the key's keydown,
 * keypress, input and keyup entries (grouped by interactionId; the entries without one, as `input`, by time), or
 * null when none was reported (each was under 16 ms). `frameMs`: key to the start of the frame after the one that
 * painted the new value, or null when the value never changed. `ms`: the larger; null for a key the field refused.
 */
export function keyFigures(keys, entries) {
  const eventMs = keys.map(() => null)
  const typed = entries.filter((entry) => keyEvents.has(entry.name))
  const interactionKey = new Map()
  for (const entry of typed)
    if (entry.interactionId && entry.name === 'keydown')
      interactionKey.set(entry.interactionId, keyAt(keys, entry.startTime))
  for (const entry of typed) {
    const index = interactionKey.get(entry.interactionId) ?? keyAt(keys, entry.startTime)
    if (index < 0) continue
    eventMs[index] = Math.max(eventMs[index] ?? 0, entry.duration)
  }
  return keys.map((key, index) => {
    const frameMs = key.changed && key.painted != null ? key.painted - key.start : null
    const values = [eventMs[index], frameMs].filter((value) => value != null)
    return {
      key: key.key,
      eventMs: eventMs[index],
      frameMs,
      ms: key.changed && values.length ? Math.max(...values) : null,
    }
  })
}

/** Median and max of the figures that are numbers, and how many; null when there is none. */
export function summarize(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  if (!sorted.length) return null
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  return { median, max: sorted.at(-1), keys: sorted.length }
}
