/** SPEC §9 cache lifetimes, in ms. (Kept apart from the storage schemas, so importing it costs no zod.) */
export const cacheLifetimes = {
  portfolio: 30_000,
  nativeBalance: 30_000,
  ens: 300_000,
  identity: 300_000,
} as const
