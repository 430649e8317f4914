import type { StandardSchemaV1 } from '../plugins/StandardSchema.js'

const line = (message: string, path: string) => `✖ ${message}\n  → at ${path}`

/**
 * Checks one setting with its Standard Schema, at once: its issues as zod prints them (`✖ message`, then
 * `→ at path`), none when it
 * passes. A schema that can only answer later is an issue too (options are checked as `createFoyer` runs).
 */
export function checkSetting(schema: StandardSchemaV1, value: unknown, path: string): string[] {
  let result: ReturnType<StandardSchemaV1['~standard']['validate']>
  try {
    result = schema['~standard'].validate(value)
  } catch (error) {
    return [line(`its check failed (${error instanceof Error ? error.message : String(error)})`, path)]
  }
  if (result instanceof Promise) {
    result.catch(() => undefined)
    return [line("its schema checks asynchronously; a setting's schema must answer at once", path)]
  }
  return (result.issues ?? []).map((issue) => line(issue.message, path))
}
