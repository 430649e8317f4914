import type { ResolvedOptions } from 'foyer'

/**
 * Why Buy is not offered (SPEC §5's restricted timezones), with the rule loaded only when the Account view draws
 * the button: the timezone list and its note stay out of the modal's first open. The catalogue and the plugin
 * name this one function, so the button is the same before and after the plugin's code is there.
 */
export const checkRestrictedRegion = (options: Pick<ResolvedOptions, 'onrampInRestrictedRegions'>) =>
  import('./restrictedRegion.js').then((rule) => rule.onrampUnavailable(options))
