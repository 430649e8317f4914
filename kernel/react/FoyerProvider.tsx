import { type ComponentType, type ReactNode, useEffect, useState, useSyncExternalStore } from 'react'
import type { Foyer } from '../index.js'
import { deepActiveElement } from './deepActiveElement.js'
import { FoyerContext } from './FoyerContext.js'
import { selectModalShown } from './hooks/selectors.js'
import { loadedShell, loadShell } from './loadShell.js'
import { PendingDialog } from './PendingDialog.js'
import type { ShellProps } from './shell/Shell.js'

export interface FoyerProviderProps {
  foyer: Foyer
  children?: ReactNode
}

/**
 * Gives the Foyer instance to the hooks and `<ConnectButton>`. The modal's code is not part of the
 * page: it loads the first time the modal is asked for (or when the page is idle, with
 * `prefetch: 'idle'`, which mounts the hidden shell; the instance loads the kernel and plugins itself) and stays mounted.
 */
export function FoyerProvider({ foyer, children }: FoyerProviderProps) {
  const shown = useSyncExternalStore(
    foyer.subscribe,
    () => selectModalShown(foyer.getState()),
    () => false,
  )
  // A toast while the modal was never opened (an app's request was refused) also brings the shell, which shows it.
  const toasting = useSyncExternalStore(
    foyer.subscribe,
    () => foyer.getState().toast?.open === true,
    () => false,
  )
  const [asked, setAsked] = useState(shown)
  if ((shown || toasting) && !asked) setAsked(true)
  // Taken as the modal is asked for, before any dialog moves focus: where focus returns on close.
  const [opened, setOpened] = useState({ shown: false, opener: null as Element | null })
  if (shown !== opened.shown) setOpened({ shown, opener: shown ? deepActiveElement() : opened.opener })
  const [Shell, setShell] = useState<{ component: ComponentType<ShellProps> } | undefined>()
  // Whether the shell draws its dialog; until it does, the placeholder shows (the shell tells before the paint).
  const [drawn, setDrawn] = useState(false)
  const ShellComponent = Shell?.component ?? (asked ? loadedShell() : undefined)

  useEffect(() => {
    // Runs again on the next open when the chunk failed to load.
    if (!asked || ShellComponent) return
    let live = true
    loadShell().then(
      (component) => {
        if (live) setShell({ component })
      },
      (error: unknown) => foyer.bus.emit('error', { error, category: 'shell' }),
    )
    return () => {
      live = false
    }
  }, [asked, shown, ShellComponent, foyer])

  useEffect(() => {
    if (foyer.options.prefetch !== 'idle' || typeof requestIdleCallback !== 'function') return
    let live = true
    // The instance prefetches the kernel and plugins itself (createFoyer); here the shell's code loads and
    // the (hidden) shell mounts, so the first open is a warm one.
    const handle = requestIdleCallback(() => {
      loadShell().then(
        () => live && setAsked(true),
        () => undefined,
      )
    })
    return () => {
      live = false
      cancelIdleCallback(handle)
    }
  }, [foyer])

  return (
    <FoyerContext.Provider value={foyer}>
      {children}
      {asked && ShellComponent ? <ShellComponent opener={opened.opener} onDrawn={setDrawn} /> : null}
      {shown && !(ShellComponent && drawn) ? (
        <PendingDialog foyer={foyer} mode={foyer.getState().theme.mode} opener={opened.opener} />
      ) : null}
    </FoyerContext.Provider>
  )
}
