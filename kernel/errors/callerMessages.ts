/** The texts that page-load modules (the caller error classes, createFoyer, caip) need, apart from the whole table. */
export const callerMessages = {
  CONNECT_FAILED: 'Failed to connect',
  MODAL_CLOSED: 'Modal closed',
  INVALID_OPTIONS: 'Invalid options',
  CAPABILITY_NOT_SUPPORTED: 'The {namespace} adapter cannot {capability}',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address: {value}',
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP network id: {value}',
} as const

/** Fills `{name}` placeholders. */
export function fillMessage(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`))
}
