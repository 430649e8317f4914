export type ThemeVariableName = `--foyer-${string}`

export interface SanitizedTheme {
  /** Accepted overrides, by their `--foyer-` name. */
  variables: Record<ThemeVariableName, string>
  /** Names whose name or value was refused, for a warning. */
  rejected: string[]
}

const namePattern = /^[a-z0-9]+(-[a-z0-9]+)*$/
// A value may not end the declaration or the rule, open markup, escape, comment, import or fetch.
const forbidden = /[;{}<>\\\n\r\t\f\v!@]|\/\*|\*\/|url\s*\(|image-set\s*\(|expression\s*\(|javascript:/i
const maxLength = 200

/** `accent`, `--foyer-accent` and AppKit's `--w3m-accent` all name `--foyer-accent`. */
function normaliseName(name: string): ThemeVariableName | undefined {
  const bare = name.replace(/^--(foyer|w3m)-/, '')
  return namePattern.test(bare) ? `--foyer-${bare}` : undefined
}

function balancedQuotes(value: string): boolean {
  return (value.split('"').length - 1) % 2 === 0 && (value.split("'").length - 1) % 2 === 0
}

function normaliseValue(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
  if (typeof value !== 'string') return undefined
  const trimmed = value.trim()
  if (trimmed === '' || trimmed.length > maxLength || forbidden.test(trimmed) || !balancedQuotes(trimmed))
    return undefined
  return trimmed
}

/**
 * Checks a developer's theme overrides before they reach CSS: names are prefixed with `--foyer-`
 * (from `accent`, `--foyer-accent` or `--w3m-accent`), values are plain tokens that cannot leave
 * their declaration (no `;`, braces, markup, escapes, comments, `url(...)`, `!important`).
 */
export function sanitizeThemeVariables(input: Readonly<Record<string, unknown>> | undefined): SanitizedTheme {
  const variables: Record<ThemeVariableName, string> = {}
  const rejected: string[] = []
  for (const [name, raw] of Object.entries(input ?? {})) {
    const key = normaliseName(name)
    const value = normaliseValue(raw)
    if (key && value !== undefined) variables[key] = value
    else rejected.push(name)
  }
  return { variables, rejected }
}
