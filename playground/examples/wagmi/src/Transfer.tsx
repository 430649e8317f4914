import { type FormEvent, useState } from 'react'
import { isAddress, parseEther } from 'viem'
import { useConnection, useSendTransaction, useWaitForTransactionReceipt } from 'wagmi'

/** wagmi's hooks on the wallet the visitor chose in Foyer's modal: the account, and a transfer of ETH. */
export function Transfer() {
  const { address, status } = useConnection()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.01')
  const { data: hash, sendTransaction, isPending, error } = useSendTransaction()
  const { isSuccess } = useWaitForTransactionReceipt({ hash })

  const send = (event: FormEvent) => {
    event.preventDefault()
    if (isAddress(to)) sendTransaction({ to, value: parseEther(amount) })
  }
  return (
    <section>
      <output aria-label="wagmi account">{status === 'connected' ? address : status}</output>
      <form onSubmit={send}>
        <label>
          To <input value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
        <label>
          ETH <input value={amount} onChange={(event) => setAmount(event.target.value)} />
        </label>
        <button type="submit" disabled={status !== 'connected' || isPending}>
          Send
        </button>
      </form>
      {hash ? <output aria-label="Transaction">{isSuccess ? `Confirmed ${hash}` : `Sent ${hash}`}</output> : null}
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  )
}
