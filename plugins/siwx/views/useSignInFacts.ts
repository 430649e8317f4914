import type { Namespace } from 'foyer'
import { useFoyerState, useKernel } from 'foyer/ui'
import { readSiwxConfig } from '../readSiwxConfig.js'

/** What the sign view shows: the app's name (its metadata, else the page's host), the account, the statement. */
export function useSignInFacts(namespace: Namespace | undefined) {
  const kernel = useKernel()
  const address = useFoyerState((state) => (namespace ? state.chains[namespace]?.accountState.address : undefined))
  if (!namespace || !address) return undefined
  const config = readSiwxConfig(kernel.options)
  return {
    appName: kernel.options.metadata?.name ?? location.host,
    address,
    statement: config.statement,
    required: Boolean(config.required),
  }
}
