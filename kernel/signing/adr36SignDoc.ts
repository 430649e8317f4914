/**
 * The ADR-36 amino sign doc of arbitrary data (WALLETS.md §4.3): one `sign/MsgSignData` message by `signer` with
 * the data in base64, an empty chain id, zero account number, sequence and fee. A wallet without `signArbitrary`
 * (WalletConnect's `cosmos_signAmino`) signs this doc, which is what `signArbitrary` signs.
 */
export function adr36SignDoc(signer: string, message: string) {
  const bytes = new TextEncoder().encode(message)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return {
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] as { denom: string; amount: string }[] },
    msgs: [{ type: 'sign/MsgSignData', value: { signer, data: btoa(binary) } }],
    memo: '',
  }
}
