import type { Foyer, ViewName } from '../index.js'

/** Opens the modal for a button (the default one or the app's own): a failure goes to the bus and the console. */
export function openFromButton(foyer: Foyer, view?: ViewName): void {
  foyer.open(view).catch((error: unknown) => {
    foyer.bus.emit('error', { error, category: 'open' })
    console.error(error)
  })
}
