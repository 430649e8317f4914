import fc from 'fast-check'
import { bitcoinNetwork } from '../../../adapters/bip122/index.js'
import { type BitcoinRuntime, startBitcoin } from '../../../playground/world/bitcoin/startBitcoin.js'
import type { Boundary, Verdict } from '../Boundary.js'
import { accepted, refused } from '../Boundary.js'
import { shapedLike } from '../garbage.js'
import { answeringFoyer, walletJunk } from '../wallets/answeringFoyer.js'
import { bitcoinTransactions } from '../wallets/bitcoinTransactions.js'
import type { NamespaceWallet } from '../wallets/NamespaceWallet.js'
import { checkRefusal } from '../wallets/checkRefusal.js'

const thrown = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })

type Transactions = ReturnType<typeof bitcoinTransactions>
/** The answers a case scripts, each in the wallet's own shape: the right PSBT, then wrong ones. */
type PsbtAnswers = (transactions: Transactions) => { method: string; connectorId: string; samples: unknown[] }[]

const envelope = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
/** The browser wallets: Wallet Standard `bitcoin:signTransaction` (bytes) and sats-connect `signPsbt` (base64). */
export const extensionPsbtAnswers: PsbtAnswers = ({ signed, wrong, txid }) => [
  {
    method: 'bitcoin:signTransaction',
    connectorId: 'standard',
    samples: [signed.bytes, ...wrong.bytes].map((psbt) => [{ signedPsbt: psbt }]),
  },
  {
    method: 'signPsbt',
    connectorId: 'sats',
    samples: [
      envelope({ psbt: signed.base64 }),
      envelope({ psbt: signed.base64, txid }),
      { jsonrpc: '2.0', id: '1', error: { code: -32000, message: 'User rejected the request' } },
      ...wrong.base64.map((psbt) => envelope({ psbt })),
    ],
  },
]
/** A WalletConnect wallet's `signPsbt` answer (base64). */
export const walletConnectPsbtAnswers: PsbtAnswers = ({ signed, wrong, txid }) => [
  {
    method: 'signPsbt',
    connectorId: 'walletConnect',
    samples: [{ psbt: signed.base64 }, { psbt: signed.base64, txid }, ...wrong.base64.map((psbt) => ({ psbt }))],
  },
]

/**
 * What a Bitcoin wallet answers when asked to sign the PSBT of a transfer, through the real adapter's `signPsbt`
 * with `broadcast`, as the Send view's transfer calls it, against the world's regtest Esplora service. A right
 * answer broadcasts the asked transaction and nothing else; any other is refused with a coded FoyerError,
 * broadcasts nothing, and leaves the connection as it was.
 */
export function bitcoinTransactionAnswersBoundary(
  name: string,
  wallet: NamespaceWallet,
  answersOf: PsbtAnswers,
): Boundary<[number, boolean, unknown]> {
  const transactions = bitcoinTransactions()
  const answers = answersOf(transactions)
  const junk = walletJunk(wallet)
  let setup: ReturnType<typeof answeringFoyer> | undefined
  let node: Promise<BitcoinRuntime> | undefined
  return {
    name,
    input: fc.oneof(
      ...answers.map((answer, index) => fc.tuple(fc.constant(index), thrown, shapedLike(answer.samples, junk))),
    ),
    async check([index, throws, value]): Promise<Verdict> {
      setup ??= answeringFoyer(wallet)
      node ??= startBitcoin()
      const esplora = await node
      const { script, instance, kernel, arrange } = setup
      const { method, connectorId } = answers[index]!
      await arrange(connectorId)
      esplora.reset()
      const height = esplora.ledger.height
      const before = instance.state()
      script.set({ method, throws, value })
      try {
        const network = bitcoinNetwork({ name: 'Regtest', esploraUrl: esplora.url })
        const signPsbt = (await kernel).adapters.capability('bip122', 'signPsbt')
        const answer = await signPsbt({ connectorId, ...transactions.asked, broadcast: true, network })
        if (answer.txid !== transactions.txid || esplora.ledger.height !== height + 1)
          return refused('the chain (a transaction not asked for was broadcast)')
        return instance.state() === before ? accepted : refused('the connection (on signing)')
      } catch (error) {
        checkRefusal(error)
        if (esplora.ledger.height !== height) return refused('the chain (a refused answer was broadcast)')
        return refused(instance.state() === before ? undefined : 'the connection')
      } finally {
        script.set(undefined)
      }
    },
    async teardown() {
      if (setup) {
        await setup.kernel
        setup.instance.foyer.destroy()
      }
      await (await node)?.stop()
    },
  }
}
