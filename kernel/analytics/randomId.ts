/**
 * A UUID v4. `crypto.randomUUID` exists only in secure contexts (https, localhost), so a page served over
 * plain http gets one built from `crypto.getRandomValues`, which exists everywhere.
 */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Where the page is: `location.href` and `location.hostname`, empty outside a browser. */
export type PageLocation = () => { href: string; hostname: string } | undefined

export const pageLocation: PageLocation = () => globalThis.location

/** A schema for answers nobody reads (the analytics sinks'). */
export const anyAnswer = { safeParse: (data: unknown) => ({ success: true as const, data }) }
