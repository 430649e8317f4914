import { Spinner, Text, type ViewProps, useKernel } from 'foyer/ui'
import type { FrameSocialProvider } from '../../email/frame/frameMessages.js'
import { providerLabels } from '../rules/providerLabels.js'
import { useSocialLogin } from './useSocialLogin.js'

/** ConnectingSocial: the provider's page is in the popup; this view waits for it, then for the frame's login. */
export default function ConnectingSocialView({ params }: ViewProps<{ provider: FrameSocialProvider }>) {
  const kernel = useKernel()
  const provider = params.provider
  const state = useSocialLogin(kernel, provider)
  const name = providerLabels[provider]
  if (state.phase === 'failed')
    return (
      <div className="foyer-list" style={{ alignItems: 'center', paddingBlock: 16 }}>
        <Text role="alert" align="center">
          {state.error}
        </Text>
      </div>
    )
  return (
    <div className="foyer-list" aria-busy="true" style={{ alignItems: 'center', paddingBlock: 16 }}>
      <Spinner label={state.phase === 'popup' ? `Waiting for ${name}` : 'Connecting'} size={32} />
      <Text as="h3">Log in with {name}</Text>
      <Text tone="muted" align="center">
        Continue in the {name} window that opened.
      </Text>
    </div>
  )
}
