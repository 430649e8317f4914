import type { Draft } from 'immer'
import type { Slices } from '../registries.js'

/** Changes a plugin's slice by name (a recipe on it alone); nothing before a plugin added it (`addSlice`). */
export type UpdateSlice = <K extends keyof Slices & string>(name: K, recipe: (slice: Draft<Slices[K]>) => void) => void
