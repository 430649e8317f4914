import type { Kernel } from 'foyer'

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
function sessionArea(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * The legal consent, remembered for the browser session: sessionStorage under the kernel storage's key for
 * `legalConsent` (its prefix), read through its schema, so a reload keeps it and a new session asks again.
 */
export function legalConsent({ storage }: Pick<Kernel, 'storage'>) {
  storage.register('legalConsent', consentSchema)
  const area = sessionArea()
  const name = storage.key('legalConsent')
  const attempt = (write: (area: Storage) => void) => {
    try {
      if (area) write(area)
    } catch {
      // A full or blocked sessionStorage: the consent lasts as long as the view.
    }
  }
  return {
    given(): boolean {
      let text: string | null = null
      attempt((area) => {
        text = area.getItem(name)
      })
      return text !== null && storage.parse('legalConsent', text) === true
    },
    give: () => attempt((area) => area.setItem(name, 'true')),
    withdraw: () => attempt((area) => area.removeItem(name)),
  }
}
