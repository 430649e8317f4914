import { namesErrors } from '../namesErrors.js'

/** The zone new names are registered in (SERVICES.md §1.6). */
export const nameZone = 'reown.id'
/** The zones recognised as the product's names (SPEC §9): `.reown.id`, and the legacy `.wcn.id`. */
export const nameZones = [nameZone, 'wcn.id'] as const

/** SPEC §5: only letters, digits and hyphens, at least 4 characters. */
const labelPattern = /^[a-zA-Z0-9-]{4,}$/

/** The recognised zone `name` ends with, if any. */
export function zoneOf(name: string): string | undefined {
  const lower = name.toLowerCase()
  return nameZones.find((zone) => lower.endsWith(`.${zone}`))
}

/** A name without its recognised zone: `alice.reown.id` → `alice`. */
export function labelOf(name: string): string {
  const trimmed = name.trim()
  const zone = zoneOf(trimmed)
  return zone ? trimmed.slice(0, -zone.length - 1) : trimmed
}

/**
 * What the visitor typed, as the full name to register (lower case, in `.reown.id` unless it names `.wcn.id`);
 * a label that breaks the name rule throws NAME_INVALID, whose message states the rule.
 */
export function checkName(input: string): string {
  const label = labelOf(input)
  if (!labelPattern.test(label)) throw namesErrors.invalidName()
  return `${label}.${zoneOf(input.trim()) ?? nameZone}`.toLowerCase()
}
