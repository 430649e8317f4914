import type { Boundary } from '../Boundary.js'
import { accountAnswersBoundary } from './accountAnswers.js'
import {
  bitcoinTransactionAnswersBoundary,
  extensionPsbtAnswers,
  walletConnectPsbtAnswers,
} from './bitcoinTransactionAnswers.js'
import { configAnswersBoundary } from './configAnswers.js'
import { directoryBoundary } from './directoryEntries.js'
import { frameMessagesBoundary } from './frameMessages.js'
import { optionsBoundary } from './options.js'
import { rpcAnswersBoundary } from './rpcAnswers.js'
import { serviceAnswersBoundary } from './serviceAnswers.js'
import { siwxHandlerBoundary } from './siwxHandler.js'
import {
  extensionTransactionAnswers,
  solanaTransactionAnswersBoundary,
  walletConnectTransactionAnswers,
} from './solanaTransactionAnswers.js'
import { discoveryBoundary } from './discovery.js'
import { namespaceAnswersBoundary } from './namespaceAnswers.js'
import { namespaceEventsBoundary } from './namespaceEvents.js'
import { bitcoinPage } from '../pages/bitcoinPage.js'
import { cosmosPage } from '../pages/cosmosPage.js'
import { polkadotPage } from '../pages/polkadotPage.js'
import { solanaPage } from '../pages/solanaPage.js'
import { bitcoinWallet } from '../wallets/bitcoinWallet.js'
import { cosmosWallet } from '../wallets/cosmosWallet.js'
import { walletConnectWallets } from '../wallets/walletConnectWallets.js'
import { polkadotWallet } from '../wallets/polkadotWallet.js'
import { solanaWallet } from '../wallets/solanaWallet.js'
import { storageBoundary } from './storage.js'
import { walletAnswersBoundary } from './walletAnswers.js'
import { walletConnectEventsBoundary } from './walletConnectEvents.js'
import { walletEventsBoundary } from './walletEvents.js'

/** Every boundary where outside input is parsed, each made fresh (its own instances and fixtures). */
export const boundaries: (() => Boundary<any>)[] = [
  optionsBoundary,
  storageBoundary,
  configAnswersBoundary,
  accountAnswersBoundary,
  serviceAnswersBoundary,
  directoryBoundary,
  rpcAnswersBoundary,
  walletAnswersBoundary,
  walletEventsBoundary,
  walletConnectEventsBoundary,
  () => namespaceAnswersBoundary(solanaWallet),
  () => namespaceEventsBoundary(solanaWallet),
  () => discoveryBoundary(solanaPage),
  () => solanaTransactionAnswersBoundary('solana transaction answers', solanaWallet, extensionTransactionAnswers),
  () => namespaceAnswersBoundary(bitcoinWallet),
  () => namespaceEventsBoundary(bitcoinWallet),
  () => discoveryBoundary(bitcoinPage),
  () => bitcoinTransactionAnswersBoundary('bip122 transaction answers', bitcoinWallet, extensionPsbtAnswers),
  () => namespaceAnswersBoundary(polkadotWallet),
  () => namespaceEventsBoundary(polkadotWallet),
  () => discoveryBoundary(polkadotPage),
  () => namespaceAnswersBoundary(cosmosWallet),
  () => namespaceEventsBoundary(cosmosWallet),
  () => discoveryBoundary(cosmosPage),
  ...walletConnectWallets.map((wallet) => () => namespaceAnswersBoundary(wallet)),
  ...walletConnectWallets.map((wallet) => () => namespaceEventsBoundary(wallet)),
  () =>
    bitcoinTransactionAnswersBoundary(
      'bip122 walletconnect transaction answers',
      walletConnectWallets[0]!,
      walletConnectPsbtAnswers,
    ),
  () =>
    solanaTransactionAnswersBoundary(
      'solana walletconnect transaction answers',
      walletConnectWallets[1]!,
      walletConnectTransactionAnswers,
    ),
  frameMessagesBoundary,
  siwxHandlerBoundary,
]
