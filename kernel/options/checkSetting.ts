import type { StandardSchemaV1 } from '../plugins/StandardSchema.js'

/**
 * Checks one setting with its Standard Schema, at once: its issues as zod prints them (`✖ message`, then
 * `→ at path`), none when it passes. A schema that can only answer later is an issue too (options are checked
 * as `createFoyer` runs).
 */
export function checkSetting(schema: StandardSchemaV1, value: unknown, path: string): string[] {
  const result = schema['~standard'].validate(value)
  const issues =
    result instanceof Promise ? [{ message: 'must be checked at once, not asynchronously' }] : result.issues
  return (issues ?? []).map((issue) => `✖ ${issue.message}\n  → at ${path}`)
}
