import type { ResolvedOptions, WalletFeature } from 'foyer'
import { useEffect, useState } from 'react'

/** A feature whose rule has not answered yet: neither its button nor a note is drawn. */
export const pendingReason = Symbol('pending')

type Reason = string | undefined | typeof pendingReason

/**
 * Why each wallet feature is not offered (its `unavailable` rule), by feature id: a rule that answers at once is
 * used at once; one that answers later (its code loads now) is pending until it does.
 */
export function useUnavailableReasons(
  features: readonly WalletFeature[],
  options: ResolvedOptions,
): Record<string, Reason> {
  const [answered, setAnswered] = useState<Record<string, string | undefined>>({})
  const reasons: Record<string, Reason> = {}
  const waiting: WalletFeature[] = []
  for (const feature of features) {
    if (feature.id in answered) reasons[feature.id] = answered[feature.id]
    else {
      const reason = feature.unavailable?.(options)
      if (reason instanceof Promise) {
        reasons[feature.id] = pendingReason
        waiting.push(feature)
      } else reasons[feature.id] = reason
    }
  }
  const key = waiting.map((feature) => feature.id).join(',')
  useEffect(() => {
    if (!key) return
    let current = true
    for (const feature of waiting)
      void Promise.resolve(feature.unavailable?.(options))
        .catch(() => undefined)
        .then((reason) => {
          if (current) setAnswered((before) => ({ ...before, [feature.id]: reason }))
        })
    return () => {
      current = false
    }
  }, [key, options])
  return reasons
}
