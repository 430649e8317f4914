import { createHash } from 'node:crypto'

/** A 64-hex id (the directory's explorer id format) from any text. */
export const hexId = (text: string) => createHash('sha256').update(text).digest('hex')

/** A UUID-shaped id (the directory's image id format) from any text. */
export function uuidId(text: string) {
  const hex = hexId(text)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** mulberry32: a small seeded PRNG, so the directory is the same on every start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
