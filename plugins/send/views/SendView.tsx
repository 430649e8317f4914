import type { FoyerError, FoyerState, TokenBalance } from 'foyer'
import { foyerError, tokenImageUrl } from 'foyer/kit'
import {
  Button,
  formatCurrency,
  formatQuantity,
  Image,
  ListItem,
  StateTextInput,
  Text,
  t,
  useDeferredFoyerState,
  useFoyerState,
  useKernel,
} from 'foyer/ui'
import { type FormEvent, useState } from 'react'
import { nameOfAddress, resolveName } from '../api.js'
import { maxAmount } from '../maxAmount.js'
import { checkSend } from '../rules/checkSend.js'
import { type SendSlice, selectSend, updateSend } from '../state.js'
import { fieldOfError } from './fieldOfError.js'

const sameToken = (a: TokenBalance | undefined, b: TokenBalance) =>
  a !== undefined && a.address === b.address && a.chainId === b.chainId
const selectAmount = (state: FoyerState) => selectSend(state).sendTokenAmount
const selectReceiver = (state: FoyerState) => selectSend(state).receiverInput
/** The slice but the two fields' texts: each field renders those on its own (StateTextInput), this view after. */
const selectForm = (state: FoyerState): Omit<SendSlice, 'sendTokenAmount' | 'receiverInput'> => {
  const { sendTokenAmount: _amount, receiverInput: _receiver, ...form } = selectSend(state)
  return form
}

/** The send form: a token from the account's balances, an amount with Max, and a receiver (address or name). */
export default function SendView() {
  const kernel = useKernel()
  const send = useFoyerState(selectForm)
  const namespace = useFoyerState((state) => state.activeNamespace)
  const [error, setError] = useState<{ code: string; message: string }>()
  const [busy, setBusy] = useState(false)
  const set = (recipe: Parameters<typeof updateSend>[1]) => {
    if (error !== undefined) setError(undefined)
    updateSend(kernel, recipe)
  }
  const fail = (caught: unknown) => {
    const { code = 'UNKNOWN', shortMessage, message } = caught as Partial<FoyerError>
    // The kernel's texts (SPEC §5) are English in the error, translated here; the plugin's own already are.
    setError({ code, message: t(shortMessage ?? message ?? String(caught)) })
  }

  const fillMax = async () => {
    if (!send.token) return fail(foyerError('SEND_TOKEN_REQUIRED'))
    try {
      const amount = await maxAmount(kernel, send.token, selectReceiver(kernel.store.getState()).trim())
      set((draft) => {
        draft.sendTokenAmount = amount
      })
    } catch (caught) {
      fail(caught)
    }
  }

  const review = async (event: FormEvent) => {
    event.preventDefault()
    setError(undefined)
    setBusy(true)
    const { sendTokenAmount, receiverInput } = selectSend(kernel.store.getState())
    try {
      const network = namespace ? kernel.networks.active(namespace) : undefined
      // The chain's rules are its adapter's: whether it can transfer, and which receivers are its addresses.
      const canTransfer = namespace !== undefined && kernel.adapters.has(namespace, 'transfer')
      const receiver = receiverInput.trim()
      const receiverIsAddress =
        canTransfer && network !== undefined && receiver !== ''
          ? await kernel.adapters.capability(network.chainNamespace, 'isAddress')({ address: receiver, network })
          : false
      const checked = checkSend({
        namespace,
        canTransfer,
        receiverIsAddress,
        token: send.token,
        amount: sendTokenAmount,
        receiver: receiverInput,
      })
      const resolved =
        'name' in checked.receiver && network
          ? await resolveName(kernel, checked.receiver.name, Number(network.id))
          : 'address' in checked.receiver && namespace === 'eip155'
            ? await nameOfAddress(kernel, checked.receiver.address)
            : undefined
      updateSend(kernel, (draft) => {
        draft.receiverAddress = resolved?.address ?? ('address' in checked.receiver ? checked.receiver.address : '')
        draft.receiverProfileName = resolved?.name
        draft.receiverProfileImageUrl = resolved?.avatar
      })
      kernel.router.push('WalletSendPreview')
    } catch (caught) {
      fail(caught)
    } finally {
      setBusy(false)
    }
  }

  const field = fieldOfError(error?.code)
  // A key renders its field alone (StateTextInput); the USD value follows just after its frame, in a transition.
  const amount = useDeferredFoyerState(selectAmount)
  const worth = Number(amount) * (send.token?.price ?? 0)
  const usd = worth > 0 && Number.isFinite(worth) ? formatCurrency(worth) : undefined
  return (
    <form className="foyer-list" style={{ alignItems: 'stretch' }} onSubmit={review} noValidate>
      <ul className="foyer-list" aria-label={t('Token to send')}>
        {send.tokenBalances.map((token) => (
          <li key={token.address ?? `${token.chainId}:native`}>
            <ListItem
              label={token.name}
              imageSrc={token.iconUrl || tokenImageUrl(kernel, token.symbol)}
              tag={`${formatQuantity(token.quantity.numeric)} ${token.symbol}`}
              aria-pressed={sameToken(send.token, token)}
              onClick={() =>
                set((draft) => {
                  draft.token = token
                })
              }
            />
          </li>
        ))}
      </ul>
      {send.tokenBalances.length === 0 ? <Text tone="muted">{t('No balances to send yet')}</Text> : null}
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <StateTextInput
          label={send.token ? t('Amount ({symbol})', { symbol: send.token.symbol }) : t('Amount')}
          inputMode="decimal"
          autoComplete="off"
          select={selectAmount}
          error={field === 'amount' ? error?.message : undefined}
          onChange={(event) =>
            set((draft) => {
              draft.sendTokenAmount = event.target.value
            })
          }
        />
        <Button variant="secondary" onClick={() => void fillMax()}>
          {t('Max')}
        </Button>
      </div>
      {usd ? (
        <Text tone="muted" data-testid="send-amount-usd">
          ≈ {usd}
        </Text>
      ) : null}
      <StateTextInput
        label={t('Receiver address or name')}
        autoComplete="off"
        spellCheck={false}
        select={selectReceiver}
        error={field === 'receiver' ? error?.message : undefined}
        onChange={(event) =>
          set((draft) => {
            draft.receiverInput = event.target.value
            draft.receiverAddress = undefined
            draft.receiverProfileName = undefined
            draft.receiverProfileImageUrl = undefined
          })
        }
      />
      {send.receiverProfileName ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Image src={send.receiverProfileImageUrl} alt="" size={24} fallback={send.receiverProfileName.slice(0, 1)} />
          <Text>{send.receiverProfileName}</Text>
        </div>
      ) : null}
      {field === 'form' && error ? (
        <Text tone="error" role="alert">
          {error.message}
        </Text>
      ) : null}
      <Button type="submit" fullWidth disabled={busy}>
        {t('Review')}
      </Button>
    </form>
  )
}
