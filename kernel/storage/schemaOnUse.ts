import { onFirstUse } from '../onFirstUse.js'
import type { Schema } from './FoyerStorage.js'

/** A stored value's schema made on its first read (a first open finds most keys empty). */
export function schemaOnUse<T>(make: () => Schema<T>): Schema<T> {
  const schema = onFirstUse(make)
  return { safeParse: (value) => schema().safeParse(value) }
}
