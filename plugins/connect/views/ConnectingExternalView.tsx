import { UserRejectedRequestError } from 'foyer'
import { Button, Image, Spinner, Text, type ViewProps, useFoyerState, useKernel } from 'foyer/ui'
import { useEffect, useState } from 'react'
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
  const [attempt, setAttempt] = useState(0)

  // One attempt per mount (and per retry). Leaving the view, or closing the modal, gives the attempt up
  // ('Modal closed'); the start waits a tick so React's development double-mount asks the wallet once.
  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setStatus('connecting')
      kernel.connections
        .connect({ namespace, connectorId, network: kernel.networks.active(namespace), signal: controller.signal })
        .then(() => {
          kernel.router.reset('Account')
          kernel.close()
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          kernel.logger.warn('connect failed', error)
          setStatus(error instanceof UserRejectedRequestError ? 'rejected' : 'failed')
        })
    }, 0)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kernel, namespace, connectorId, attempt])

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
      {status === 'connecting' ? (
        <Spinner label="Connecting" />
      ) : (
        <Button onClick={() => setAttempt((count) => count + 1)}>Try again</Button>
      )}
    </div>
  )
}
