import { Button, Image, Spinner, Text, type ViewProps, useFoyerState, useKernel, t } from 'foyer/ui'
import type { Namespace } from 'foyer'
import type { Companion } from '../rules/connectTargets.js'
import { type AttemptStatus, useConnectAttempt } from './useConnectAttempt.js'

const messages: Record<AttemptStatus, string> = {
  waiting: 'Accept the connection request in the wallet',
  rejected: 'Connection rejected',
  failed: 'Failed to connect',
}

/**
 * Waits for an injected, announced or external wallet to connect; offers a retry when it does not. A multi-chain
 * wallet's other namespaces (`companions`) connect once it has.
 */
export default function ConnectingExternalView({
  params,
}: ViewProps<{ connectorId: string; namespace: Namespace; companions?: Companion[] }>) {
  const kernel = useKernel()
  const { connectorId, namespace, companions } = params
  const connector = useFoyerState((state) =>
    state.connectors.find((c) => c.id === connectorId && c.chain === namespace),
  )
  const { status, retry, detail } = useConnectAttempt(kernel, namespace, connectorId, undefined, companions)

  const name = connector?.name ?? connectorId
  return (
    <div className="foyer-list" style={{ alignItems: 'center', textAlign: 'center', paddingBlock: 16 }}>
      <Image src={connector?.imageUrl} alt={name} size={72} />
      <Text variant="title" as="h3">
        {status === 'waiting' ? t('Continue in {name}', { name }) : name}
      </Text>
      <Text tone={status === 'waiting' ? 'muted' : 'error'} role={status === 'waiting' ? undefined : 'alert'}>
        {t(messages[status])}
      </Text>
      {detail ? <Text tone="muted">{detail}</Text> : null}
      {status === 'waiting' ? <Spinner label={t('Connecting')} /> : <Button onClick={retry}>{t('Try again')}</Button>}
    </div>
  )
}
