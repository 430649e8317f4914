import { supportedChainsAnswer } from '../config/supportedChainsAnswer.js'
import type { HttpClient } from './createHttpClient.js'
import type { Logger } from '../createLogger.js'

export interface SupportedChains {
  /** Whether the data API serves a network (GET /v1/supported-chains, asked once per instance). */
  has(networkId: string): Promise<boolean>
}

/** SERVICES §1.1: asked lazily, once; on failure nothing counts as supported and the next call asks again. */
export function createSupportedChains(api: HttpClient, logger: Pick<Logger, 'warn'>): SupportedChains {
  let list: Promise<Set<string>> | undefined
  return {
    async has(networkId) {
      list ??= api
        .get({ path: '/v1/supported-chains', schema: supportedChainsAnswer })
        .then((answer) => new Set(answer.http))
        .catch((error: unknown) => {
          logger.warn('supported chains could not be loaded', error)
          list = undefined
          return new Set<string>()
        })
      return (await list).has(networkId)
    },
  }
}
