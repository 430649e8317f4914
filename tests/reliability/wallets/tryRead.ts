/** Runs `read` on a value a hostile wallet handed over; a value that throws when read counts as `fallback`. */
export function tryRead<T>(read: () => T, fallback: T): T {
  try {
    return read()
  } catch {
    return fallback
  }
}
