/**
 * The message a name's owner signs, as the real service expects it (SERVICES.md §1.6): the JSON of
 * `{ name, attributes: {}, timestamp }` in that key order, the full name, the timestamp in Unix seconds.
 */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}
