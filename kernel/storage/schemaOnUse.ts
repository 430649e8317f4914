import { onFirstUse } from '../onFirstUse.js'
import type { Schema } from './FoyerStorage.js'

/**
 * A schema made on its first parse: a stored value's (a first open finds most keys empty), or a response's, made when
 * an answer comes (a call that fails makes none).
 */
export function schemaOnUse<T>(make: () => Schema<T>): Schema<T> {
  const schema = onFirstUse(make)
  return { safeParse: (value) => schema().safeParse(value) }
}
