import type { FoyerError, FoyerState } from 'foyer'
import { tokenImageUrl } from 'foyer/kit'
import {
  Button,
  formatQuantity,
  IconButton,
  ListItem,
  Spinner,
  StateTextInput,
  Text,
  formatCurrency,
  t,
  useDeferredFoyerState,
  useFoyerState,
  useKernel,
} from 'foyer/ui'
import { type FormEvent, useMemo, useState } from 'react'
import { swapApi } from '../api.js'
import { balanceOf, maxSwapUnits } from '../rules/balanceOf.js'
import { isSwapNetwork } from '../rules/supportedNetworks.js'
import { fromUnits, parseSwapAmount } from '../rules/units.js'
import type { SwapToken } from '../schemas.js'
import { type SwapsSlice, selectSwaps, updateSwaps } from '../state.js'
import { swapErrors } from '../swapErrors.js'
import { QuoteDetails } from './QuoteDetails.js'
import { useNetworkFee } from './useNetworkFee.js'
import { useSwapQuote } from './useSwapQuote.js'
import { TokensError } from './TokensError.js'
import { useSwapTokens } from './useSwapTokens.js'

const usd = (value: number | undefined) => (value === undefined ? undefined : `≈ ${formatCurrency(value)}`)
const formErrors = new Set([
  'SWAP_INVALID_AMOUNT',
  'SWAP_TOO_MANY_DECIMALS',
  'SWAP_ZERO_AMOUNT',
  'SWAP_INSUFFICIENT_BALANCE',
])
const selectText = (state: FoyerState) => selectSwaps(state).sourceTokenAmount
/** The slice but the amount's text: the field renders that on its own (StateTextInput), this view after it. */
const selectForm = (state: FoyerState): Omit<SwapsSlice, 'sourceTokenAmount'> => {
  const { sourceTokenAmount: _, ...form } = selectSwaps(state)
  return form
}

/** The Swap view (SPEC §2): a pair of the active chain's tokens, an amount with Max, a flip, and a live quote. */
export default function SwapView() {
  const kernel = useKernel()
  const swaps = useFoyerState(selectForm)
  const namespace = useFoyerState((state) => state.activeNamespace)
  const account = useFoyerState((state) => (namespace ? state.chains[namespace]?.accountState : undefined))
  const network = namespace ? kernel.networks.active(namespace) : undefined
  const supported = isSwapNetwork(network)
  const tokens = useSwapTokens(supported ? network : undefined)
  const [maxError, setMaxError] = useState<string>()
  const { sourceToken: from, toToken: to } = swaps
  const balances = account?.tokenBalance ?? []
  const balance = from ? balanceOf(from, balances) : 0n
  // A key renders the field alone (StateTextInput); what follows from the amount (its check, USD value, quote)
  // renders just after its frame, in a transition.
  const amount = useDeferredFoyerState(selectText)

  const checked = useMemo(() => {
    if (!from || amount.trim() === '') return { units: undefined, error: undefined }
    try {
      return { units: parseSwapAmount(amount, from, balance), error: undefined }
    } catch (caught) {
      return { units: undefined, error: t((caught as FoyerError).shortMessage) }
    }
  }, [from, amount, balance])
  const quote = useSwapQuote({ network, address: account?.address, from, to, units: checked.units })
  const nativePrice = network ? swaps.prices[network.nativeCurrency.symbol.toUpperCase()] : undefined
  const { fee } = useNetworkFee(supported ? network : undefined, nativePrice)

  if (!supported) return <Text role="alert">{t(swapErrors.networkUnsupported().shortMessage)}</Text>
  const set = (recipe: (draft: SwapsSlice) => void) => {
    if (maxError !== undefined) setMaxError(undefined)
    updateSwaps(kernel, recipe)
  }
  const pick = (side: 'source' | 'to') => {
    set((draft) => {
      draft.picking = side
    })
    kernel.router.push('SwapSelectToken')
  }
  const fillMax = async () => {
    if (!from || !network) return
    try {
      const price = await swapApi(kernel).gasPrice(network)
      const units = maxSwapUnits(from, balance, BigInt(price.standard))
      set((draft) => {
        draft.sourceTokenAmount = fromUnits(units, from.decimals)
      })
    } catch (caught) {
      setMaxError(t((caught as Partial<FoyerError>).shortMessage ?? String(caught)))
    }
  }
  const review = (event: FormEvent) => {
    event.preventDefault()
    const text = selectText(kernel.store.getState())
    if (swaps.quote && checked.units !== undefined && amount === text) kernel.router.push('SwapPreview')
  }
  const tokenRow = (side: 'source' | 'to', token: SwapToken | undefined) => (
    <ListItem
      label={token ? token.symbol : t('Select a token')}
      aria-label={
        side === 'source'
          ? t('Swap from {token}', { token: token?.symbol ?? t('a token') })
          : t('Swap to {token}', { token: token?.symbol ?? t('a token') })
      }
      imageSrc={token ? token.logoUri || tokenImageUrl(kernel, token.symbol) : undefined}
      tag={
        token
          ? t('{amount} held', { amount: formatQuantity(fromUnits(balanceOf(token, balances), token.decimals)) })
          : undefined
      }
      onClick={() => pick(side)}
    />
  )
  const amountError =
    checked.error ?? maxError ?? (quote.error && formErrors.has(quote.error.code) ? t(quote.error.message) : undefined)
  const quoteError = quote.error && !formErrors.has(quote.error.code) ? t(quote.error.message) : undefined
  const shown = swaps.quote && to ? fromUnits(BigInt(swaps.quote.toUnits), to.decimals) : undefined
  const price = (token: SwapToken | undefined) => (token ? swaps.prices[token.symbol.toUpperCase()] : undefined)
  return (
    <form className="foyer-list" style={{ alignItems: 'stretch' }} onSubmit={review} noValidate aria-label={t('Swap')}>
      {tokens.error ? <TokensError error={tokens.error} retry={tokens.retry} /> : null}
      {tokenRow('source', from)}
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <StateTextInput
          label={from ? t('Amount ({symbol})', { symbol: from.symbol }) : t('Amount')}
          inputMode="decimal"
          autoComplete="off"
          select={selectText}
          error={amountError}
          onChange={(event) =>
            set((draft) => {
              draft.sourceTokenAmount = event.target.value
            })
          }
        />
        <Button variant="secondary" onClick={() => void fillMax()}>
          {t('Max')}
        </Button>
      </div>
      {checked.units !== undefined && from ? (
        <Text tone="muted" data-testid="swap-from-usd">
          {usd(price(from) === undefined ? undefined : Number(amount) * (price(from) ?? 0))}
        </Text>
      ) : null}
      <IconButton
        label={t('Flip tokens')}
        onClick={() =>
          set((draft) => {
            const source = draft.sourceToken
            draft.sourceToken = draft.toToken
            draft.toToken = source
            draft.sourceTokenAmount = shown ?? ''
          })
        }
      >
        ⇅
      </IconButton>
      {tokenRow('to', to)}
      {quote.loading ? <Spinner label={t('Getting a quote')} /> : null}
      {shown && swaps.quote && from && to ? (
        <QuoteDetails quote={swaps.quote} from={from} to={to} prices={swaps.prices} />
      ) : null}
      {swaps.quote && fee ? (
        <Text tone="muted" data-testid="swap-fee">
          {t('Network fee')} {formatQuantity(fee.amount, 18)} {fee.symbol}
          {fee.usd === undefined ? '' : ` (${formatCurrency(fee.usd)})`}
        </Text>
      ) : null}
      {quoteError ? (
        <div role="alert" className="foyer-list">
          <Text tone="error">{quoteError}</Text>
          <Button variant="secondary" onClick={quote.retry}>
            {t('Retry')}
          </Button>
        </div>
      ) : null}
      <Button type="submit" fullWidth disabled={!swaps.quote || checked.units === undefined}>
        {t('Review swap')}
      </Button>
    </form>
  )
}
