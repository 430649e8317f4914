import { tokenImageUrl } from 'foyer/kit'
import { formatQuantity, ListItem, Spinner, Text, TextInput, t, useFoyerState, useKernel } from 'foyer/ui'
import { useState } from 'react'
import { balanceOf } from '../rules/balanceOf.js'
import { isSuggested, orderTokens } from '../rules/orderTokens.js'
import { fromUnits } from '../rules/units.js'
import type { SwapToken } from '../schemas.js'
import { selectSwaps, updateSwaps } from '../state.js'
import { TokensError } from './TokensError.js'
import { useSwapTokens } from './useSwapTokens.js'

/**
 * The token picker of the Swap view: a search, the suggested tokens (SPEC §9) first, then the rest. Opened before
 * the network's tokens are in, it waits for them (and reads them itself when the Swap view's read has failed).
 */
export default function SwapSelectToken() {
  const kernel = useKernel()
  const swaps = useFoyerState(selectSwaps)
  const namespace = useFoyerState((state) => state.activeNamespace)
  const network = namespace ? kernel.networks.active(namespace) : undefined
  const loaded = network !== undefined && swaps.tokensNetwork === network.caipNetworkId
  const reading = useSwapTokens(loaded ? undefined : network)
  const balances = useFoyerState((state) =>
    namespace ? state.chains[namespace]?.accountState.tokenBalance : undefined,
  )
  const [search, setSearch] = useState('')
  const ordered = orderTokens(swaps.tokens, search)
  const choose = (token: SwapToken) => {
    updateSwaps(kernel, (draft) => {
      const other = draft.picking === 'source' ? draft.toToken : draft.sourceToken
      const swapped = other?.address === token.address
      if (draft.picking === 'source') {
        if (swapped) draft.toToken = draft.sourceToken
        draft.sourceToken = token
      } else {
        if (swapped) draft.sourceToken = draft.toToken
        draft.toToken = token
      }
    })
    kernel.router.goBack()
  }
  const list = (label: string, tokens: SwapToken[]) =>
    tokens.length === 0 ? null : (
      <ul className="foyer-list" aria-label={label}>
        {tokens.map((token) => (
          <li key={token.address}>
            <ListItem
              label={`${token.name} (${token.symbol})`}
              imageSrc={token.logoUri || tokenImageUrl(kernel, token.symbol)}
              tag={formatQuantity(fromUnits(balanceOf(token, balances ?? []), token.decimals))}
              onClick={() => choose(token)}
            />
          </li>
        ))}
      </ul>
    )
  if (!loaded)
    return reading.error ? (
      <TokensError error={reading.error} retry={reading.retry} />
    ) : (
      <div className="foyer-list" aria-busy="true" style={{ alignItems: 'center', paddingBlock: 24 }}>
        <Spinner label={t('Loading tokens')} size={32} />
      </div>
    )
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <TextInput
        label={t('Search tokens')}
        type="search"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list(t('Suggested tokens'), ordered.filter(isSuggested))}
      {list(
        t('All tokens'),
        ordered.filter((token) => !isSuggested(token)),
      )}
      {ordered.length === 0 ? <Text tone="muted">{t('No token matches {search}', { search })}</Text> : null}
    </div>
  )
}
