import { Spinner, Text, type ViewProps, t, useKernel } from 'foyer/ui'
import type { FrameSocialProvider } from 'foyer/embedded-wallet'
import { providerLabels } from '../rules/providerLabels.js'
import { useSocialLogin } from './useSocialLogin.js'

/**
 * ConnectingSocial: the provider's page is in the popup; this view waits for it, then for the frame's login. Where
 * the browser refused the popup, the tab is leaving for the provider's page (the login finishes on its return).
 */
export default function ConnectingSocialView({ params }: ViewProps<{ provider: FrameSocialProvider }>) {
  const kernel = useKernel()
  const provider = params.provider
  const state = useSocialLogin(kernel, provider)
  const name = providerLabels[provider]
  if (state.phase === 'failed')
    return (
      <div className="foyer-list" style={{ alignItems: 'center', paddingBlock: 16 }}>
        <Text role="alert" align="center">
          {t(state.error)}
        </Text>
      </div>
    )
  return (
    <div className="foyer-list" aria-busy="true" style={{ alignItems: 'center', paddingBlock: 16 }}>
      <Spinner label={state.phase === 'popup' ? t('Waiting for {name}', { name }) : t('Connecting')} size={32} />
      <Text as="h3">{t('Log in with {name}', { name })}</Text>
      {state.phase !== 'redirect' && (
        <Text tone="muted" align="center">
          {t('Continue in the {name} window that opened.', { name })}
        </Text>
      )}
    </div>
  )
}
