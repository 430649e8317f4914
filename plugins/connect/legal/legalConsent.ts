import type { Kernel } from 'foyer'
import { createStorage } from 'foyer/kit'

declare module 'foyer' {
  interface StorageKeys {
    /** The visitor ticked the legal checkbox (`features.legalCheckbox`); kept for the browser session. */
    legalConsent: true
  }
}

const consentSchema = {
  safeParse: (value: unknown) =>
    value === true ? { success: true as const, data: true as const } : { success: false as const, error: value },
}

/** sessionStorage, where the page may use it (a sandboxed frame may not). */
function sessionBackend(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * The legal consent, remembered for the browser session: the kernel's typed storage over sessionStorage (with
 * the instance's prefix), so a reload keeps it and a new session asks again.
 */
export function legalConsent(kernel: Pick<Kernel, 'options' | 'logger' | 'clock'>) {
  const backend = sessionBackend()
  const storage =
    backend &&
    createStorage({ backend, prefix: kernel.options.storagePrefix, logger: kernel.logger, clock: kernel.clock })
  storage?.register('legalConsent', consentSchema)
  return {
    given: () => storage?.get('legalConsent') === true,
    give: () => storage?.set('legalConsent', true),
    withdraw: () => storage?.remove('legalConsent'),
  }
}
