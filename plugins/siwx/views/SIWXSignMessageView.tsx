import { Button, Text, t, truncateAddress, useFoyerState, useKernel } from 'foyer/ui'
import { signIn, siwxEventProps } from '../signIn.js'
import { leaveAttempt, selectSiwx, updateSiwx } from '../state.js'
import { useSignInFacts } from './useSignInFacts.js'

/**
 * SIWXSignMessage (SPEC §2): the app, the account and the message's statement; Sign asks the wallet, Cancel
 * (also while the wallet is asked) lets sign-in go (SPEC §2: a required one disconnects; either closes the modal and resets to Connect).
 */
export default function SIWXSignMessageView() {
  const kernel = useKernel()
  const { pending, signing, error, closeRefused } = useFoyerState(selectSiwx)
  const facts = useSignInFacts(pending)
  if (!pending || !facts) return <Text tone="muted">{t('Nothing to sign in to.')}</Text>

  const sign = () =>
    signIn(kernel, pending).then(
      (result) => {
        if (result === 'signed') kernel.close()
      },
      // SPEC §4: on failure the sign view re-opens (the error shows in it).
      () => {
        if (!kernel.store.getState().modal.open) void kernel.open('SIWXSignMessage')
      },
    )
  const cancel = async () => {
    kernel.track('CLICK_CANCEL_SIWX', siwxEventProps(kernel, pending))
    updateSiwx(kernel, (draft) => {
      leaveAttempt(draft)
      draft.pending = undefined
    })
    if (facts.required) await kernel.connections.disconnect(pending).catch(() => undefined)
    kernel.close()
    kernel.router.reset('Connect')
  }

  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <Text variant="title" as="h3" align="center" data-testid="siwx-app">
        {t('{app} wants you to sign in', { app: facts.appName })}
      </Text>
      <Text align="center" tone="muted" data-testid="siwx-account" title={facts.address}>
        {truncateAddress(facts.address)}
      </Text>
      {facts.statement ? (
        <Text align="center" data-testid="siwx-statement">
          {facts.statement}
        </Text>
      ) : null}
      {error ? (
        <Text tone="error" role="alert" data-testid="siwx-error">
          {t(error)}
        </Text>
      ) : null}
      {closeRefused ? (
        <Text role="status" data-testid="siwx-required">
          {t('Sign-in is required: sign the message, or cancel to disconnect')}
        </Text>
      ) : null}
      <Button fullWidth disabled={signing} onClick={sign}>
        {signing ? t('Signing…') : t('Sign')}
      </Button>
      {/* Cancel stays free while the wallet is asked: a wallet that never answers must not hold the visitor. */}
      <Button variant="secondary" fullWidth onClick={cancel}>
        {t('Cancel')}
      </Button>
    </div>
  )
}
