import * as z from 'zod/mini'
import type { SwitchKey } from './settings.js'
import type { World } from './world.js'

// The remote features (SPEC §3) are decided by the project's /appkit/v1/config, which overrides local feature
// options (SPEC §5). So the panel's remote switches set the world's config (its /__world/features control), and
// the playground then makes a new Foyer instance, whose first open reads it.

export type RemoteSwitch = 'email' | 'socials' | 'swaps' | 'onramp' | 'activity' | 'reownBranding'

/** The config entry (SERVICES §2.3) that decides each remote switch. */
const entryOf = {
  email: 'social_login',
  socials: 'social_login',
  swaps: 'swap',
  onramp: 'onramp',
  activity: 'activity',
  reownBranding: 'reown_branding',
} as const satisfies Record<RemoteSwitch, string>

const socials = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
const lists: Record<string, string[]> = { swap: ['1inch'], onramp: ['meld', 'coinbase'] }

const featureSchema = z.object({ id: z.string(), isEnabled: z.boolean(), config: z.nullish(z.array(z.string())) })
const featuresSchema = z.object({ features: z.array(featureSchema) })
type Feature = z.infer<typeof featureSchema>

/** The world's config entry for the switches' values of `key`'s entry. */
export function worldFeature(key: RemoteSwitch, on: Record<RemoteSwitch, boolean>): Feature {
  const id = entryOf[key]
  if (id !== 'social_login') return { id, isEnabled: on[key], config: lists[id] ?? [] }
  const config = [...(on.email ? ['email'] : []), ...(on.socials ? socials : [])]
  return { id, isEnabled: config.length > 0, config }
}

/** What the world's config says of each remote switch (an entry left out or off reads as off, as the product reads it). */
export function switchesFromWorld(features: Feature[]): Record<RemoteSwitch, boolean> {
  const entries = new Map(features.map((feature) => [feature.id, feature]))
  const enabled = (id: string) => Boolean(entries.get(id)?.isEnabled)
  const social = enabled('social_login') ? (entries.get('social_login')?.config ?? []) : []
  return {
    email: social.includes('email'),
    socials: social.some((id) => socials.includes(id)),
    swaps: enabled('swap'),
    onramp: enabled('onramp'),
    activity: enabled('activity'),
    reownBranding: enabled('reown_branding'),
  }
}

async function control(world: World, init?: RequestInit): Promise<unknown> {
  const response = await fetch(`${world.urls.api}/__world/features`, init)
  if (!response.ok) throw new Error(`world control features: HTTP ${response.status} ${await response.text()}`)
  return response.json()
}

/** The world's remote features as the panel's switches; undefined when the world does not answer. */
export async function readRemoteSwitches(world: World): Promise<Record<RemoteSwitch, boolean> | undefined> {
  try {
    return switchesFromWorld(featuresSchema.parse(await control(world)).features)
  } catch (error) {
    console.warn('could not read the world’s remote features', error)
    return undefined
  }
}

/** The remote switches whose value differs. */
export const changedRemoteSwitches = (before: Record<SwitchKey, boolean>, after: Record<SwitchKey, boolean>) =>
  (Object.keys(entryOf) as RemoteSwitch[]).filter((key) => before[key] !== after[key])

/**
 * Sets the world's config entries behind the remote switches that differ between `before` and `after`, and drops the
 * config answer Foyer stored on an earlier open: a returning visitor's first view shows that answer until the
 * service is asked again after it, and here the new instance's first view is to show the switches just set.
 */
export async function writeRemoteSwitches(
  world: World,
  before: Record<SwitchKey, boolean>,
  after: Record<SwitchKey, boolean>,
): Promise<void> {
  for (const key of changedRemoteSwitches(before, after))
    await control(world, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(worldFeature(key, after)),
    })
  localStorage.removeItem('foyer:remoteConfig')
}
