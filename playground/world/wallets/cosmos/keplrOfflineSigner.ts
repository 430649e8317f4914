// Keplr's CosmJS offline signer (`keplr.getOfflineSigner(chainId)`): one account from getKey, and amino/direct
// signing that checks the doc's chain and the signer before delegating to keplr.signAmino/signDirect.
import type { AccountData } from '@cosmjs/amino'
import { TestWalletError } from '../shared/createWalletControls.js'
import type { Keplr, KeplrOfflineSigner } from './KeplrTestWallet.js'

export function keplrOfflineSigner(keplr: Keplr, chainId: string): KeplrOfflineSigner {
  const key = () => keplr.getKey(chainId)
  const sameSigner = async (signerAddress: string) => {
    if ((await key()).bech32Address !== signerAddress) throw new TestWalletError('Unknown signer address')
  }
  const sameChain = (docChainId: unknown) => {
    if (docChainId !== chainId) throw new TestWalletError('Chain id in the sign doc does not match the signer’s')
  }
  return {
    async getAccounts(): Promise<readonly AccountData[]> {
      const { bech32Address, pubKey } = await key()
      return [{ address: bech32Address, algo: 'secp256k1', pubkey: pubKey }]
    },
    async signAmino(signerAddress, signDoc) {
      sameChain(signDoc.chain_id)
      await sameSigner(signerAddress)
      return keplr.signAmino(chainId, signerAddress, signDoc)
    },
    async signDirect(signerAddress, signDoc) {
      sameChain(signDoc.chainId)
      await sameSigner(signerAddress)
      return keplr.signDirect(chainId, signerAddress, signDoc)
    },
  }
}
