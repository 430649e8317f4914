import { ConnectButton } from 'foyer/react'
import { type BaseError, erc20Abi, parseUnits } from 'viem'
import {
  useAccount,
  useBalance,
  useConnect,
  useDisconnect,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'
import { USDC_ADDRESS } from '../../world/chains/tokens.js'

/** Anvil's account 1: the receiver of the example's transfer. */
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** What went wrong, as an app shows it: the EIP-1193 code viem found under the error (4001: refused). */
function outcome(error: Error | null, done: string) {
  if (!error) return done
  const coded = (error as BaseError).walk?.((cause) => typeof (cause as { code?: unknown }).code === 'number')
  return `Failed: ${(coded as { code?: number } | null)?.code ?? error.name}`
}

/** The app's own UI, on wagmi's hooks only: the connection they see is the one made in Foyer's modal. */
export function WagmiExample() {
  const account = useAccount()
  const balance = useBalance({ address: account.address })
  const { connect, connectors } = useConnect()
  const { disconnect } = useDisconnect()
  const { chains, switchChain } = useSwitchChain()
  const transfer = useWriteContract()
  const receipt = useWaitForTransactionReceipt({ hash: transfer.data })
  const signature = useSignMessage()
  const other = chains.find((chain) => chain.id !== account.chainId)

  return (
    <main>
      <h1>Foyer with wagmi</h1>
      <ConnectButton />
      <dl>
        <dt>wagmi status</dt>
        <dd data-testid="status">{account.status}</dd>
        <dt>wagmi address</dt>
        <dd data-testid="address">{account.address ?? ''}</dd>
        <dt>wagmi chain</dt>
        <dd data-testid="chain">{account.chainId ?? ''}</dd>
        <dt>Balance</dt>
        <dd data-testid="balance">{balance.data ? `${balance.data.value}` : ''}</dd>
      </dl>
      <button type="button" onClick={() => connectors[0] && connect({ connector: connectors[0] })}>
        Connect with wagmi
      </button>
      <button type="button" onClick={() => disconnect()}>
        Disconnect with wagmi
      </button>
      <button type="button" disabled={!other} onClick={() => other && switchChain({ chainId: other.id })}>
        Switch to {other?.name ?? 'another chain'}
      </button>
      <button
        type="button"
        onClick={() =>
          transfer.writeContract({
            address: USDC_ADDRESS,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [bob, parseUnits('1.5', 6)],
          })
        }
      >
        Send 1.5 USDC to Bob
      </button>
      <p data-testid="transfer">{outcome(transfer.error, receipt.data ? `Transfer ${receipt.data.status}` : '')}</p>
      <button type="button" onClick={() => signature.signMessage({ message: 'Hello from wagmi' })}>
        Sign a message
      </button>
      <p data-testid="signature">{outcome(signature.error, signature.data ?? '')}</p>
    </main>
  )
}
