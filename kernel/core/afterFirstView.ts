import type { Bus } from '../bus/createBus.js'
import type { Clock } from '../clock.js'

export interface AfterFirstViewParameters {
  bus: Bus
  clock: Clock
  /** An open is on its way (the kernel loads for it); else there is no view to wait for. */
  opening: boolean
}

/**
 * Resolves when work that could wait may start (issue 21: nothing of it is fetched before the visitor sees the
 * first view): the browser's next idle moment after the frame that drew the first view of the open, or after
 * the modal closed; without the modal shell (a headless app) a second after the modal opened; at once (when
 * idle) when the kernel loaded without an open.
 */
export function afterFirstView({ bus, clock, opening }: AfterFirstViewParameters): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2_000 })
      else setTimeout(resolve, 0)
    }
    if (!opening) return idle()
    const shown = () => {
      bus.off('modal:drawn', shown)
      bus.off('modal:close', shown)
      bus.off('modal:open', opened)
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(idle)
      else idle()
    }
    const opened = () => {
      bus.off('modal:open', opened)
      clock.setTimeout(shown, 1_000)
    }
    bus.on('modal:drawn', shown)
    bus.on('modal:close', shown)
    bus.on('modal:open', opened)
  })
}
