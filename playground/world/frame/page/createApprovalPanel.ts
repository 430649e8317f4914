// The frame page's approval panel (SPEC §5). While a request the page relayed is on its way, the page reads which
// requests wait for its user's decision and shows the first with Approve and Reject (its markup:
// pages/approvalSection.ts). A decision goes to the site, which settles the request as its control's
// approvePending and rejectPending do: the relayed request then ends, approved (sent, signed) or rejected (4001).

interface WaitingRequest {
  id: number
  method: string
  params: unknown
}

const titles: Record<string, string> = {
  eth_sendTransaction: 'Send a transaction',
  wallet_sendCalls: 'Send a batch of calls',
  personal_sign: 'Sign a message',
  eth_signTypedData_v4: 'Sign typed data',
  wallet_grantPermissions: 'Grant permissions',
  wallet_revokePermissions: 'Revoke permissions',
  solana_signMessage: 'Sign a message',
  solana_signTransaction: 'Sign a transaction',
  solana_signAllTransactions: 'Sign transactions',
  solana_signAndSendTransaction: 'Send a transaction',
}

/** How often the page reads the waiting requests while a request is on its way. */
const readEveryMs = 250

export function createApprovalPanel(deviceId: string, appOrigin: string) {
  const element = <T extends HTMLElement>(id: string) => document.getElementById(id) as T
  const panel = element<HTMLElement>('approval')
  const buttons = [element<HTMLButtonElement>('approval-approve'), element<HTMLButtonElement>('approval-reject')]
  const error = element<HTMLElement>('approval-error')
  let relaying = 0
  let timer: ReturnType<typeof setInterval> | undefined
  let reading = false
  let shown: WaitingRequest | undefined

  const enable = (on: boolean) => {
    for (const button of buttons) button.disabled = !on
  }

  function show(request: WaitingRequest | undefined) {
    if (request?.id === shown?.id) return
    shown = request
    panel.hidden = !request
    document.body.classList.toggle('approving', Boolean(request))
    error.textContent = ''
    if (!request) return
    element('approval-title').textContent = titles[request.method] ?? 'Approve the request'
    element('approval-origin').textContent = appOrigin
    element('approval-method').textContent = request.method
    element('approval-details').textContent = JSON.stringify(request.params, null, 2)
    enable(true)
  }

  async function read() {
    if (reading) return
    reading = true
    try {
      const response = await fetch(`/api/approvals?deviceId=${encodeURIComponent(deviceId)}`)
      if (!response.ok) return
      const { pending } = (await response.json()) as { pending: WaitingRequest[] }
      if (relaying > 0) show(pending[0])
    } catch {
      // The next read tries again; the relayed request's own answer ends the wait either way.
    } finally {
      reading = false
    }
  }

  async function decide(approve: boolean) {
    const request = shown
    if (!request) return
    enable(false)
    try {
      const response = await fetch('/api/approvals/decide', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deviceId, id: request.id, approve }),
      })
      if (!response.ok)
        throw new Error(((await response.json()) as { error?: string }).error ?? `HTTP ${response.status}`)
      if (shown === request) show(undefined)
    } catch (reason) {
      error.textContent = `The decision did not reach the wallet: ${(reason as Error).message}`
      enable(true)
    }
  }

  buttons[0]!.addEventListener('click', () => void decide(true))
  buttons[1]!.addEventListener('click', () => void decide(false))

  return {
    /** Runs `relay` (an RPC request on its way to the site), showing the requests waiting for a decision meanwhile. */
    async during<T>(relay: () => Promise<T>): Promise<T> {
      if (relaying++ === 0) timer = setInterval(() => void read(), readEveryMs)
      void read()
      try {
        return await relay()
      } finally {
        if (--relaying === 0) {
          clearInterval(timer)
          show(undefined)
        }
      }
    },
  }
}
