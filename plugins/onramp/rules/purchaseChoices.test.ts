import { describe, expect, test } from 'vitest'
import { defaultOnrampOptions } from './defaultOptions.js'
import { purchaseChoices } from './purchaseChoices.js'

const usdcOn = (chainId: string) => ({
  id: 'u',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [{ name: 'n', display_name: 'N', chain_id: chainId, contract_address: '0x1' }],
})

describe('purchaseChoices', () => {
  test("eip155 offers the options' currencies on the active chain, else the built-in USDC and ETH", () => {
    const options = { paymentCurrencies: [], purchaseCurrencies: [usdcOn('42161')] }
    expect(purchaseChoices(options, { id: 42161, chainNamespace: 'eip155' }).map((c) => c.symbol)).toEqual(['USDC'])
    expect(purchaseChoices(options, { id: 1, chainNamespace: 'eip155' }).map((c) => c.symbol)).toEqual(['USDC', 'ETH'])
  })

  test('Solana offers SOL from the defaults when the options list none', () => {
    const symbols = purchaseChoices(defaultOnrampOptions, { id: 'x', chainNamespace: 'solana' }).map((c) => c.symbol)
    expect(symbols).toEqual(['SOL'])
    expect(purchaseChoices(defaultOnrampOptions, { id: 'x', chainNamespace: 'bip122' })).toEqual([])
  })
})
