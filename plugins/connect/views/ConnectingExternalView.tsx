import { UserRejectedRequestError } from 'foyer'
import { Button, Image, Spinner, Text, type ViewProps, useFoyerState, useKernel } from 'foyer/react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Namespace } from 'foyer'

type Status = 'connecting' | 'rejected' | 'failed'

const messages: Record<Status, string> = {
  connecting: 'Accept the connection request in the wallet',
  rejected: 'Connection rejected',
  failed: 'Failed to connect',
}

/** Waits for an injected, announced or external wallet to connect; offers a retry when it does not. */
export default function ConnectingExternalView({ params }: ViewProps<{ connectorId: string; namespace: Namespace }>) {
  const kernel = useKernel()
  const { connectorId, namespace } = params
  const connector = useFoyerState((state) =>
    state.connectors.find((c) => c.id === connectorId && c.chain === namespace),
  )
  const [status, setStatus] = useState<Status>('connecting')
  const started = useRef(false)

  const attempt = useCallback(() => {
    setStatus('connecting')
    kernel.connections
      .connect({ namespace, connectorId, network: kernel.networks.active(namespace) })
      .then(() => {
        kernel.router.reset('Account')
        kernel.close()
      })
      .catch((error: unknown) => {
        kernel.logger.warn('connect failed', error)
        setStatus(error instanceof UserRejectedRequestError ? 'rejected' : 'failed')
      })
  }, [kernel, namespace, connectorId])

  useEffect(() => {
    if (started.current) return
    started.current = true
    attempt()
  }, [attempt])

  const name = connector?.name ?? connectorId
  return (
    <div className="foyer-list" style={{ alignItems: 'center', textAlign: 'center', paddingBlock: 16 }}>
      <Image src={connector?.imageUrl} alt={name} size={72} />
      <Text variant="title" as="h3">
        {status === 'connecting' ? `Continue in ${name}` : name}
      </Text>
      <Text tone={status === 'connecting' ? 'muted' : 'error'} role={status === 'connecting' ? undefined : 'alert'}>
        {messages[status]}
      </Text>
      {status === 'connecting' ? <Spinner label="Connecting" /> : <Button onClick={attempt}>Try again</Button>}
    </div>
  )
}
