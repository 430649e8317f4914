import type { OptionConflict } from 'foyer'

/** SPEC §5: `siwx` replaces the legacy `siweConfig`, and both at once is refused with this text. */
export const siwxConflicts = [
  {
    options: ['siweConfig', 'siwx'],
    code: 'SIWE_AND_SIWX',
    message: 'Cannot set both `siweConfig` and `siwx` options',
  },
] as const satisfies readonly OptionConflict[]
