/**
 * `make`'s value, made on the first call and kept. For what the first open's file holds but may never need (most
 * response and stored-value schemas): what its evaluation makes is work on the first open's critical path.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}
