// The SPL Token program's account layouts (mint: 82 bytes, token account: 165 bytes), little-endian.
import { base58 } from '@scure/base'

export const MINT_SIZE = 82
export const TOKEN_ACCOUNT_SIZE = 165

export interface MintData {
  mintAuthority: string | null
  supply: bigint
  decimals: number
  isInitialized: boolean
  freezeAuthority: string | null
}

export interface TokenAccountData {
  mint: string
  owner: string
  amount: bigint
  delegate: string | null
  /** 0 uninitialized, 1 initialized, 2 frozen. */
  state: number
  isNative: bigint | null
  delegatedAmount: bigint
  closeAuthority: string | null
}

function view(data: Uint8Array) {
  const dv = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const key = (at: number) => base58.encode(data.subarray(at, at + 32))
  const optionKey = (at: number) => (dv.getUint32(at, true) === 1 ? key(at + 4) : null)
  return { dv, key, optionKey }
}

function writer(size: number) {
  const data = new Uint8Array(size)
  const dv = new DataView(data.buffer)
  const key = (at: number, value: string) => data.set(base58.decode(value), at)
  const optionKey = (at: number, value: string | null) => {
    dv.setUint32(at, value === null ? 0 : 1, true)
    if (value !== null) key(at + 4, value)
  }
  return { data, dv, key, optionKey }
}

export function decodeMint(data: Uint8Array): MintData {
  if (data.length !== MINT_SIZE) throw new Error('Not a mint account')
  const { dv, optionKey } = view(data)
  return {
    mintAuthority: optionKey(0),
    supply: dv.getBigUint64(36, true),
    decimals: data[44]!,
    isInitialized: data[45] === 1,
    freezeAuthority: optionKey(46),
  }
}

export function encodeMint(mint: MintData): Uint8Array {
  const out = writer(MINT_SIZE)
  out.optionKey(0, mint.mintAuthority)
  out.dv.setBigUint64(36, mint.supply, true)
  out.data[44] = mint.decimals
  out.data[45] = mint.isInitialized ? 1 : 0
  out.optionKey(46, mint.freezeAuthority)
  return out.data
}

export function decodeTokenAccount(data: Uint8Array): TokenAccountData {
  if (data.length !== TOKEN_ACCOUNT_SIZE) throw new Error('Not a token account')
  const { dv, key, optionKey } = view(data)
  return {
    mint: key(0),
    owner: key(32),
    amount: dv.getBigUint64(64, true),
    delegate: optionKey(72),
    state: data[108]!,
    isNative: dv.getUint32(109, true) === 1 ? dv.getBigUint64(113, true) : null,
    delegatedAmount: dv.getBigUint64(121, true),
    closeAuthority: optionKey(129),
  }
}

export function encodeTokenAccount(account: TokenAccountData): Uint8Array {
  const out = writer(TOKEN_ACCOUNT_SIZE)
  out.key(0, account.mint)
  out.key(32, account.owner)
  out.dv.setBigUint64(64, account.amount, true)
  out.optionKey(72, account.delegate)
  out.data[108] = account.state
  out.dv.setUint32(109, account.isNative === null ? 0 : 1, true)
  if (account.isNative !== null) out.dv.setBigUint64(113, account.isNative, true)
  out.dv.setBigUint64(121, account.delegatedAmount, true)
  out.optionKey(129, account.closeAuthority)
  return out.data
}
