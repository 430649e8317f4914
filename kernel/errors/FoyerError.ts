export interface FoyerErrorParameters {
  /** Stable machine-readable code, e.g. `CONNECTION_REJECTED`. */
  code?: string
  /** What went wrong in more depth than the short message (for developers, not visitors). */
  details?: string
  /** Extra lines a developer may want to read. */
  metaMessages?: string[]
  cause?: unknown
}

/**
 * The one base of every error Foyer raises. `shortMessage` is what a visitor may read (the texts
 * of SPEC §8); `message` adds details, meta lines and the cause for a developer.
 */
export class FoyerError extends Error {
  // Declared, and set in the constructor: a class field costs every app that targets ES2020 a helper at page load.
  declare readonly code: string
  declare readonly shortMessage: string
  declare readonly details: string | undefined
  declare readonly metaMessages: string[] | undefined

  constructor(shortMessage: string, parameters: FoyerErrorParameters = {}) {
    const causeText =
      parameters.cause instanceof FoyerError
        ? parameters.cause.shortMessage
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined
    const details = parameters.details ?? (causeText && causeText !== shortMessage ? causeText : undefined)
    const lines = [shortMessage, ...(parameters.metaMessages ?? []), ...(details ? [`Details: ${details}`] : [])]
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.name = 'FoyerError'
    this.code = parameters.code ?? 'UNKNOWN'
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
  }

  /** Walks the cause chain; returns the first error `predicate` accepts, or the deepest one. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let error: unknown = this
    for (;;) {
      if (predicate?.(error)) return error
      const next = error instanceof Error ? error.cause : undefined
      if (next === undefined) return predicate ? undefined : error
      error = next
    }
  }
}

/** True when `error` is a FoyerError with `code`, anywhere in its cause chain. */
export function hasErrorCode(error: unknown, code: string): boolean {
  let current: unknown = error
  while (current instanceof Error) {
    if (current instanceof FoyerError && current.code === code) return true
    current = current.cause
  }
  return false
}
