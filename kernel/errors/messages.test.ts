// Every error text the SPEC gives, copied here as written there (SPEC §5, §6, §7 and §8), so that a
// typo in messages.ts fails. Where the SPEC writes '...' or '{n}', the text is filled with a sample value.
import { describe, expect, test } from 'vitest'
import { type ErrorCode, errorMessages, formatErrorMessage } from '../testing/catalogueMessages.js'

type Row = [code: ErrorCode, spec: string, values?: Record<string, string | number>]

const fill = (spec: string, sample: string) => spec.replace('...', sample).replace('{n}', sample)

const specTexts: Record<string, Row[]> = {
  '§8 user-facing messages': [
    ['TOKEN_BALANCE_UNAVAILABLE', 'Token Balance Unavailable'],
    ['FETCH_TRANSACTIONS_FAILED', 'Failed to fetch transactions'],
    ['SIGNATURE_DECLINED', 'Signature declined'],
    ['SMART_ACCOUNTS_UNSUPPORTED', 'This application might not support Smart Accounts'],
    ['AUTH_INIT_FAILED', 'A problem occurred while trying initialize authentication'],
    ['ACTION_NOT_ALLOWED', 'Action not allowed'],
  ],
  '§8 connect-flow failures': [
    ['MODAL_CLOSED', 'Modal closed'],
    ['CONNECTION_REJECTED', 'Connection rejected'],
    ['POPUP_CLOSED', 'Popup closed'],
    ['CONNECT_FAILED', 'Failed to connect'],
    ['SOCIAL_CONNECT_FAILED', 'Failed to initiate social connection'],
    ['FARCASTER_CONNECT_FAILED', 'Failed to connect to farcaster'],
  ],
  '§8 email update': [
    ['NO_AUTH_CONNECTOR', 'No auth connector found'],
    ['NOT_CONNECTED_TO_EMAIL_OR_SOCIAL', 'Not connected to email or social'],
  ],
  '§8 disconnect': [
    ['DISCONNECT_FAILED', 'Failed to disconnect'],
    ['DISCONNECT_CHAINS_FAILED', 'Failed to disconnect chains: ...', { chains: 'eip155,solana' }],
  ],
  '§8 connection lookup': [
    ['CONNECTOR_NOT_FOUND_FOR_CONNECTION', 'No connector found for connection: ...', { connectorId: 'injected' }],
    ['INVALID_CONNECTION_STATUS', 'Invalid connection status: ...', { status: 'pending' }],
  ],
  '§8 chain and adapter': [
    ['ADAPTER_NOT_FOUND', 'Adapter not found'],
    ['CAIP_UNDEFINED', 'CaipNetwork or CaipAddress is undefined'],
    ['CHAIN_NOT_SUPPORTED', 'Chain is not supported'],
    ['CHAIN_ADAPTER_NOT_FOUND', 'Chain adapter not found'],
    ['NETWORK_CLIENT_NOT_SET', 'NetworkController client not set'],
    ['CONNECTION_CLIENT_NOT_SET', 'ConnectionController client not set'],
    ['CHAIN_REQUIRED', 'Chain is required to ...', { action: 'switch network' }],
    ['WALLETCONNECT_CONNECTOR_NOT_FOUND', 'WalletConnectConnector not found'],
  ],
  '§8 network, names and accounts': [
    ['NETWORK_NOT_FOUND', 'Network not found'],
    ['ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', 'Address or auth connector not found'],
    ['NAME_RESOLVE_FAILED', 'Error resolving name'],
    ['NAME_SUGGESTIONS_FAILED', 'Error fetching name suggestions'],
    ['NAMES_FOR_ADDRESS_FAILED', 'Error fetching names for address'],
    ['NAME_REGISTER_FAILED', 'Error registering name {name}'],
  ],
  '§8 frame': [
    ['FRAME_NOT_SET', 'W3mFrame: iframe is not set'],
    ['FRAME_PARENT_NOT_SET', 'W3mFrame: parent is not set'],
    ['EMAIL_DEPENDENCY_FAILED', 'Unable to load email login dependency'],
    ['REQUEST_ABORTED', 'Request was aborted'],
    ['SOMETHING_WENT_WRONG', 'Something went wrong'],
    ['FRAME_ERROR', 'An error occurred'],
    ['IFRAME_LOAD_FAILED', 'iframe_load_failed'],
    ['IFRAME_REQUEST_TIMEOUT', 'iframe_request_timeout'],
  ],
  '§5 validation': [
    ['SIWE_AND_SIWX', 'Cannot set both `siweConfig` and `siwx` options'],
    ['EMAIL_COOLDOWN', 'Please try again after {n} seconds', { seconds: 17 }],
    ['GAS_PRICE_NETWORK_UNSUPPORTED', 'Network not supported for Gas Price'],
    ['SWAP_NETWORK_UNSUPPORTED', 'Network not supported for Swaps'],
    ['SEND_FIELDS_REQUIRED', 'An amount and receiver address are required'],
    ['SEND_TOKEN_REQUIRED', 'A token is required'],
    ['UNSUPPORTED_CHAIN', 'Unsupported chain'],
    ['INVALID_CHAIN_ID', 'Invalid chainId'],
  ],
  '§6 RPC gating': [['RPC_NOT_ALLOWED', 'Requested RPC call is not allowed']],
  '§7 origins': [
    ['RATE_LIMITED', 'RATE_LIMITED'],
    ['SERVER_ERROR', 'SERVER_ERROR'],
  ],
}

describe.each(Object.entries(specTexts))('%s', (_, rows) => {
  test.each(rows)('%s reads %j', (code, spec, values) => {
    const sample = values ? String(Object.values(values)[0]) : ''
    expect(formatErrorMessage(code, values)).toBe(values ? fill(spec, sample) : spec)
  })
})

test('the name in an unregistered name error is the one given', () => {
  expect(formatErrorMessage('NAME_REGISTER_FAILED', { name: 'alice.reown.id' })).toBe(
    'Error registering name alice.reown.id',
  )
})

test('every SPEC text above has one code, and no two codes share a SPEC text', () => {
  const rows = Object.values(specTexts).flat()
  expect(new Set(rows.map(([code]) => code)).size).toBe(rows.length)
  const texts = rows.map(([code]) => errorMessages[code])
  expect(new Set(texts).size).toBe(texts.length)
})
