/** SPEC §5, §9: a new login email may not be asked within 30 s of the last one. */
export const emailCooldownMs = 30_000

/** The whole seconds left (rounded up) before another login email may be asked; 0 when it may. */
export function emailCooldownLeft(lastEmailAt: number | undefined, now: number): number {
  if (lastEmailAt === undefined) return 0
  const left = lastEmailAt + emailCooldownMs - now
  return left > 0 ? Math.ceil(left / 1000) : 0
}
