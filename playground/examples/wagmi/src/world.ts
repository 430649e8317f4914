import type { FoyerOptions } from 'foyer'

/**
 * Foyer's local world (its stand-ins for every outside service, `npm start` in a Foyer checkout) in place of the
 * real services, when the build is given one: its project id, service URLs and chains, as Foyer options.
 * `VITE_FOYER_WORLD='{"projectId":…,"urls":{…},"networks":[…]}' npm run build`
 */
export const world: Pick<FoyerOptions, 'projectId' | 'urls' | 'networks'> | undefined = import.meta.env.VITE_FOYER_WORLD
  ? JSON.parse(import.meta.env.VITE_FOYER_WORLD)
  : undefined
