import type { Boundary } from '../Boundary.js'
import { accountAnswersBoundary } from './accountAnswers.js'
import { bitcoinTransactionAnswersBoundary } from './bitcoinTransactionAnswers.js'
import { configAnswersBoundary } from './configAnswers.js'
import { directoryBoundary } from './directoryEntries.js'
import { frameMessagesBoundary } from './frameMessages.js'
import { optionsBoundary } from './options.js'
import { rpcAnswersBoundary } from './rpcAnswers.js'
import { serviceAnswersBoundary } from './serviceAnswers.js'
import { siwxHandlerBoundary } from './siwxHandler.js'
import { solanaTransactionAnswersBoundary } from './solanaTransactionAnswers.js'
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
  ...walletConnectWallets.map((wallet) => () => namespaceAnswersBoundary(wallet)),
  () => namespaceAnswersBoundary(solanaWallet),
  () => namespaceEventsBoundary(solanaWallet),
  () => discoveryBoundary(solanaPage),
  solanaTransactionAnswersBoundary,
  () => namespaceAnswersBoundary(bitcoinWallet),
  () => namespaceEventsBoundary(bitcoinWallet),
  () => discoveryBoundary(bitcoinPage),
  bitcoinTransactionAnswersBoundary,
  () => namespaceAnswersBoundary(polkadotWallet),
  () => namespaceEventsBoundary(polkadotWallet),
  () => discoveryBoundary(polkadotPage),
  () => namespaceAnswersBoundary(cosmosWallet),
  () => namespaceEventsBoundary(cosmosWallet),
  () => discoveryBoundary(cosmosPage),
  frameMessagesBoundary,
  siwxHandlerBoundary,
]
