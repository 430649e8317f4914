import { Button, QrCode, Spinner, Text, t, useKernel } from 'foyer/ui'
import { useFarcasterLogin } from './useFarcasterLogin.js'

/** ConnectingFarcaster (SPEC §2): the Farcaster sign-in's QR code, with its link, until the app approves it. */
export default function ConnectingFarcasterView() {
  const kernel = useKernel()
  const state = useFarcasterLogin(kernel)
  if (state.phase === 'failed')
    return (
      <div className="foyer-list" style={{ alignItems: 'center', paddingBlock: 16 }}>
        <Text role="alert" align="center">
          {t(state.error)}
        </Text>
      </div>
    )
  if (state.phase !== 'qr')
    return (
      <div className="foyer-list" aria-busy="true" style={{ alignItems: 'center', paddingBlock: 24 }}>
        <Spinner label={state.phase === 'loading' ? t('Loading the Farcaster sign-in') : t('Connecting')} size={32} />
      </div>
    )
  const copy = async () => {
    await navigator.clipboard?.writeText(state.url).catch(() => undefined)
    kernel.toasts.success(t('Link copied'))
  }
  return (
    <div className="foyer-list" style={{ alignItems: 'center', paddingBlock: 16 }}>
      <QrCode value={state.url} label={t('Farcaster sign-in QR code')} />
      <Text align="center">{t('Scan this QR code with your phone to sign in with Farcaster.')}</Text>
      <Button variant="secondary" onClick={copy}>
        {t('Copy link')}
      </Button>
    </div>
  )
}
