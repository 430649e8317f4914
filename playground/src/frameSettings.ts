import type { FrameControlClient, FrameFaultSettings, WalletMode } from 'foyer/testing'
import type { World } from './world.js'

// The embedded-wallet site's switches a test (or a person) sets by URL (README: playground URL parameters):
//   frameIdentity=alan | google:alan,github:ada   the provider pages consent at once as this identity
//   frameApproval=approve|reject|pending          how the site's "user" answers signing and sending requests
//   frameFaults=no-ready,delay:3000,drop:GET_USER the site's faults (below)
// They are the site's own settings, applied through its control (foyer/testing's frameControlClient) at page load.

export interface FrameIdentity {
  identity: string
  /** Undefined: every provider. */
  provider?: string
}

export interface FrameUrlSettings {
  identities: FrameIdentity[]
  approval?: WalletMode
  faults?: FrameFaultSettings
}

const modes: readonly string[] = ['approve', 'reject', 'pending']
const items = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * frameFaults items: `no-ready` (the page never sends READY), `server-error` (GET /sdk answers 500),
 * `delay:<ms>` (every reply waits), `drop` / `garbage` (every reply missing / malformed), `drop:<NAME>` /
 * `garbage:<NAME>` (replies to that app message only, e.g. `drop:GET_USER`; repeat for more).
 */
export function parseFrameFaults(value: string): FrameFaultSettings {
  const faults: FrameFaultSettings = {}
  const select = (current: FrameFaultSettings['drop'], name: string | undefined) =>
    name === undefined || current === 'all' ? 'all' : [...(current ?? []), name as never]
  for (const item of items(value)) {
    const [kind, argument] = item.split(':') as [string, string | undefined]
    if (kind === 'no-ready' || kind === 'server-error') faults.load = kind
    else if (kind === 'delay' && /^\d+$/.test(argument ?? '')) faults.delay = { ms: Number(argument) }
    else if (kind === 'drop') faults.drop = select(faults.drop, argument)
    else if (kind === 'garbage') faults.garbage = select(faults.garbage, argument)
    else throw new Error(`frameFaults: unknown item "${item}"`)
  }
  return faults
}

export function frameUrlSettings(search: string): FrameUrlSettings {
  const query = new URLSearchParams(search)
  const identities = items(query.get('frameIdentity')).map((item): FrameIdentity => {
    const [first, second] = item.split(':') as [string, string | undefined]
    return second === undefined ? { identity: first } : { identity: second, provider: first }
  })
  const approval = query.get('frameApproval')
  if (approval !== null && !modes.includes(approval)) throw new Error(`frameApproval: "${approval}" is not ${modes}`)
  const faults = query.get('frameFaults')
  return {
    identities,
    ...(approval ? { approval: approval as WalletMode } : {}),
    ...(faults ? { faults: parseFrameFaults(faults) } : {}),
  }
}

let client: Promise<FrameControlClient> | undefined

/** The site's control over HTTP (foyer/testing loads on first use). */
export function frameControl(world: World): Promise<FrameControlClient> {
  const url = world.urls.frame
  if (!url) return Promise.reject(new Error('the world has no embedded-wallet site'))
  client ??= import('foyer/testing').then(({ frameControlClient }) => frameControlClient(url))
  return client
}

/** Applies the URL's frame parameters to the world's embedded-wallet site; nothing when there are none. */
export async function applyFrameUrlSettings(world: World | undefined, search: string): Promise<void> {
  const settings = frameUrlSettings(search)
  if (!settings.approval && !settings.faults && settings.identities.length === 0) return
  if (!world) throw new Error('frame parameters need the world')
  const control = await frameControl(world)
  for (const { identity, provider } of settings.identities)
    await control.setSocialIdentity(identity, provider as Parameters<FrameControlClient['setSocialIdentity']>[1])
  if (settings.approval) await control.setApprovalMode(settings.approval)
  if (settings.faults) await control.setFaults(settings.faults)
}
