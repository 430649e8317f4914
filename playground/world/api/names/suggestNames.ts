import { RequestError } from '../http/replies.js'
import { type NameStore, nameZones } from './createNameStore.js'

const variants = (label: string) => [`${label}1`, `${label}2`, `${label}-eth`, `my${label}`, `${label}-web3`]

/**
 * GET /v1/profile/suggestions/{name}: the exact name in the asked zone first (with its real availability),
 * then in the other zone, then free variants in the asked zone.
 */
export function suggestNames(input: string, zone: string, names: NameStore) {
  const asked = nameZones.find((candidate) => candidate === zone)
  if (!asked) throw new RequestError('zone', `Unknown zone: ${zone}`)
  const lower = input.toLowerCase()
  const suffix = nameZones.find((candidate) => lower.endsWith(`.${candidate}`))
  const label = suffix ? lower.slice(0, -suffix.length - 1) : lower
  if (!/^[a-z0-9-]{3,}$/.test(label))
    throw new RequestError('name', 'Name must be letters, digits and hyphens, at least 3 characters')
  const zones = [asked, ...nameZones.filter((candidate) => candidate !== asked)]
  const exact = zones.map((candidate) => `${label}.${candidate}`)
  const free = variants(label)
    .map((variant) => `${variant}.${asked}`)
    .filter((name) => !names.isRegistered(name))
  return {
    suggestions: [
      ...exact.map((name) => ({ name, registered: names.isRegistered(name) })),
      ...free.map((name) => ({ name, registered: false })),
    ],
  }
}
