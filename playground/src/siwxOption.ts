import type { FoyerOptions } from 'foyer'
import { serverSiwx } from 'foyer/siwx'
import type { World } from './world.js'

/** The playground's SIWX switch: no sign-in, optional, required, or required through the world's app server. */
export const siwxModes = ['off', 'optional', 'required', 'server'] as const
export type SiwxMode = (typeof siwxModes)[number]

/** `?siwx=optional|required|server` (the browser tests' way in); off otherwise. */
export function siwxModeFromUrl(search: string): SiwxMode {
  const mode = new URLSearchParams(search).get('siwx')
  return siwxModes.find((candidate) => candidate === mode) ?? 'off'
}

const statement = 'Sign in to the Foyer playground'

/** The `siwx` option of a mode; the server mode posts to the world's app server (foyer/siwx's handler). */
export function siwxOption(mode: SiwxMode, world: World | undefined): FoyerOptions['siwx'] {
  if (mode === 'off') return undefined
  if (mode === 'optional') return { statement }
  if (mode === 'required' || !world) return { statement, required: true }
  return serverSiwx({ url: `${world.urls.api}/app/siwx`, statement, required: true })
}
