import { Transaction } from '@solana/web3.js'
import fc from 'fast-check'
import { encodeBase58, isBase58Of } from '../../../adapters/solana/base58.js'
import { toBase64 } from '../../../adapters/solana/walletConnectAnswers.js'
import type { Boundary, Verdict } from '../Boundary.js'
import { accepted, refused } from '../Boundary.js'
import { shapedLike } from '../garbage.js'
import { answeringFoyer, walletJunk } from '../wallets/answeringFoyer.js'
import { checkRefusal } from '../wallets/checkRefusal.js'
import { payerOf, solanaTransactions } from '../wallets/solanaTransactions.js'
import type { NamespaceWallet } from '../wallets/NamespaceWallet.js'

const thrown = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) })

type Transactions = ReturnType<typeof solanaTransactions>
type Ask = 'bytes' | 'object' | 'send'
/** The answers a case scripts, each in the wallet's own shape (the right one, then wrong ones), and what is asked. */
type TransactionAnswers = (
  transactions: Transactions,
) => readonly { method: string; connectorId: string; samples: unknown[]; ask: Ask }[]

/** Wallet Standard `solana:signTransaction` and `solana:signAndSendTransaction`, a legacy provider's sign and send. */
export const extensionTransactionAnswers: TransactionAnswers = ({ signed, guarded, wrong, signature }) => {
  const signedAnswers = [signed, guarded, ...wrong].map((bytes) => [{ signedTransaction: bytes }])
  const text = encodeBase58(signature)
  return [
    { method: 'solana:signTransaction', connectorId: 'standard', samples: signedAnswers, ask: 'bytes' },
    { method: 'solana:signTransaction', connectorId: 'standard', samples: signedAnswers, ask: 'object' },
    {
      method: 'solana:signAndSendTransaction',
      connectorId: 'standard',
      samples: [[{ signature }], [{ signature: text }]],
      ask: 'send',
    },
    { method: 'signAndSendTransaction', connectorId: 'legacy', samples: [{ signature: text }], ask: 'send' },
  ]
}
/** A WalletConnect wallet's solana_signTransaction (the transaction in base64, or the signature only) and send. */
export const walletConnectTransactionAnswers: TransactionAnswers = ({ signed, guarded, wrong, signature }) => {
  const text = encodeBase58(signature)
  const signedAnswers = [
    ...[signed, guarded, ...wrong].map((bytes) => ({ transaction: toBase64(bytes) })),
    { signature: text },
  ]
  const connectorId = 'walletConnect'
  return [
    { method: 'solana_signTransaction', connectorId, samples: signedAnswers, ask: 'bytes' },
    { method: 'solana_signTransaction', connectorId, samples: signedAnswers, ask: 'object' },
    { method: 'solana_signAndSendTransaction', connectorId, samples: [{ signature: text }], ask: 'send' },
  ]
}

/**
 * What a Solana wallet answers when asked to sign a transaction (for an app's bytes and for a web3.js
 * Transaction) or to sign and send one, through the real adapter. A transaction handed back is the one asked for
 * (its message), a sent one's id is a signature; any other answer is refused with a coded FoyerError and leaves the
 * connection as it was.
 */
export function solanaTransactionAnswersBoundary(
  name: string,
  wallet: NamespaceWallet,
  answersOf: TransactionAnswers,
): Boundary<[number, boolean, unknown]> {
  const transactions = solanaTransactions()
  const asks = answersOf(transactions)
  /** Whether what the caller got is what a right answer gives. */
  const right = (ask: Ask, answer: unknown) => {
    if (ask === 'send') return typeof answer === 'string' && isBase58Of(answer, 64)
    if (ask === 'bytes') return answer instanceof Uint8Array && payerOf(answer) === transactions.payer
    return answer instanceof Transaction && answer.feePayer?.toBase58() === transactions.payer
  }
  const junk = walletJunk(wallet)
  let setup: ReturnType<typeof answeringFoyer> | undefined
  return {
    name,
    input: fc.oneof(...asks.map((ask, index) => fc.tuple(fc.constant(index), thrown, shapedLike(ask.samples, junk)))),
    async check([index, throws, value]): Promise<Verdict> {
      setup ??= answeringFoyer(wallet)
      const { script, instance, kernel, arrange } = setup
      const { method, connectorId, ask } = asks[index]!
      await arrange(connectorId)
      const { adapters } = await kernel
      const before = instance.state()
      script.set({ method, throws, value })
      try {
        const answer =
          ask === 'send'
            ? await adapters.capability(
                'solana',
                'signAndSendTransaction',
              )({ connectorId, transaction: transactions.asked })
            : await adapters.capability(
                'solana',
                'signTransaction',
              )({ connectorId, transaction: ask === 'bytes' ? transactions.asked : transactions.object() })
        if (!right(ask, answer)) return refused('what the caller got (not the transaction asked for)')
        return instance.state() === before ? accepted : refused('the connection (on signing)')
      } catch (error) {
        checkRefusal(error)
        return refused(instance.state() === before ? undefined : 'the connection')
      } finally {
        script.set(undefined)
      }
    },
    async teardown() {
      if (!setup) return
      await setup.kernel
      setup.instance.foyer.destroy()
    },
  }
}
