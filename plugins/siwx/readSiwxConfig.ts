import { type SiwxConfig, siwxConfigSchema } from './SiwxConfig.js'
import { siwxErrors } from './siwxErrors.js'

/**
 * The `siwx` option, checked (whatever the app passed, typed or not): `true` is `{}` (optional sign-in); absent or
 * `false` is SIWX_NOT_ENABLED.
 */
export function readSiwxConfig(options: { siwx?: unknown }): SiwxConfig {
  if (options.siwx === undefined || options.siwx === false) throw siwxErrors.notEnabled()
  const parsed = siwxConfigSchema.safeParse(options.siwx === true ? {} : options.siwx)
  if (!parsed.success) throw siwxErrors.invalidConfig(parsed.error.message)
  // The app's own object, not the parse's copy: its functions keep their `this`.
  return options.siwx === true ? {} : (options.siwx as SiwxConfig)
}
