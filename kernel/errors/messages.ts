/**
 * Every visitor-facing and developer-facing error text of SPEC §8 (and §5), keyed by a stable code: the kernel's
 * (kernelMessages.ts, which load with the first open) and those of the flows after it (wallets, the embedded
 * wallet's frame, names, send, swaps, email, socials), which load with the code that throws them.
 * `{name}` placeholders are filled by `foyerError`.
 */
import { fillMessage } from './callerMessages.js'
import { kernelMessages } from './kernelMessages.js'

export const errorMessages = {
  ...kernelMessages,
  // visitor-facing
  TOKEN_BALANCE_UNAVAILABLE: 'Token Balance Unavailable',
  FETCH_TRANSACTIONS_FAILED: 'Failed to fetch transactions',
  SIGNATURE_DECLINED: 'Signature declined',
  SMART_ACCOUNTS_UNSUPPORTED: 'This application might not support Smart Accounts',
  AUTH_INIT_FAILED: 'A problem occurred while trying initialize authentication',
  ACTION_NOT_ALLOWED: 'Action not allowed',
  // connect flow
  CONNECTION_REJECTED: 'Connection rejected',
  POPUP_CLOSED: 'Popup closed',
  SOCIAL_CONNECT_FAILED: 'Failed to initiate social connection',
  FARCASTER_CONNECT_FAILED: 'Failed to connect to farcaster',
  // email update
  NO_AUTH_CONNECTOR: 'No auth connector found',
  NOT_CONNECTED_TO_EMAIL_OR_SOCIAL: 'Not connected to email or social',
  // disconnect
  DISCONNECT_FAILED: 'Failed to disconnect',
  DISCONNECT_CHAINS_FAILED: 'Failed to disconnect chains: {chains}',
  // connection lookup
  CONNECTOR_NOT_FOUND_FOR_CONNECTION: 'No connector found for connection: {connectorId}',
  INVALID_CONNECTION_STATUS: 'Invalid connection status: {status}',
  // chain and adapter
  CAIP_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED: 'Chain is required to {action}',
  // network, names and accounts
  EIP155_NOT_CONNECTED: 'No EVM wallet is connected',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  NAME_RESOLVE_FAILED: 'Error resolving name',
  NAME_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  NAMES_FOR_ADDRESS_FAILED: 'Error fetching names for address',
  NAME_REGISTER_FAILED: 'Error registering name {name}',
  // frame
  FRAME_NOT_SET: 'W3mFrame: iframe is not set',
  FRAME_PARENT_NOT_SET: 'W3mFrame: parent is not set',
  EMAIL_DEPENDENCY_FAILED: 'Unable to load email login dependency',
  SOMETHING_WENT_WRONG: 'Something went wrong',
  FRAME_ERROR: 'An error occurred',
  IFRAME_LOAD_FAILED: 'iframe_load_failed',
  IFRAME_REQUEST_TIMEOUT: 'iframe_request_timeout',
  // RPC gating
  RPC_NOT_ALLOWED: 'Requested RPC call is not allowed',
  // validation (SPEC §5)
  EMAIL_COOLDOWN: 'Please try again after {seconds} seconds',
  SEND_FIELDS_REQUIRED: 'An amount and receiver address are required',
  SEND_TOKEN_REQUIRED: 'A token is required',
  UNSUPPORTED_CHAIN: 'Unsupported chain',
  GAS_PRICE_NETWORK_UNSUPPORTED: 'Network not supported for Gas Price',
  SWAP_NETWORK_UNSUPPORTED: 'Network not supported for Swaps',
  INVALID_CHAIN_ID: 'Invalid chainId',
  // Foyer's own
  PACKAGE_NOT_INSTALLED: '{name} is not installed: add it to the app (npm install {name})',
  INTERNAL_ERROR: 'Internal error in {area}',
  INVALID_WALLET_ANSWER: 'The wallet answered {method} with something unexpected',
  WALLET_TIMEOUT: 'The wallet did not answer {method} in time',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVER_ERROR: 'SERVER_ERROR',
} as const

export type ErrorCode = keyof typeof errorMessages

/** Fills `{name}` placeholders of the message for `code`. */
export function formatErrorMessage(code: ErrorCode, values?: Record<string, string | number>): string {
  return fillMessage(errorMessages[code], values)
}
