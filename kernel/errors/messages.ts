/**
 * Every visitor-facing and developer-facing error text of SPEC §8 (and §5), keyed by a stable code.
 * `{name}` placeholders are filled by `foyerError`.
 */
import { callerMessages, fillMessage } from './callerMessages.js'

export const errorMessages = {
  ...callerMessages,
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
  ADAPTER_NOT_FOUND: 'Adapter not found',
  CAIP_UNDEFINED: 'CaipNetwork or CaipAddress is undefined',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CHAIN_REQUIRED: 'Chain is required to {action}',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  // network, names and accounts
  NETWORK_NOT_FOUND: 'Network not found',
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
  REQUEST_ABORTED: 'Request was aborted',
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
  DUPLICATE_PLUGIN: 'Two plugins share the id {id}',
  UNKNOWN_PLUGIN: 'No plugin is known by the feature key {id}',
  PLUGIN_ORDER: 'Plugin {id} must come after {after}, which is not enabled',
  PLUGIN_LOAD_FAILED: 'Plugin {id} failed to load',
  FEATURE_DISABLED: 'The {feature} feature is off: enable it with features.{feature}',
  PLUGIN_ACTION_NOT_FOUND: 'Plugin {id} has no action {action}',
  DUPLICATE_ADAPTER: 'An adapter for {namespace} is already registered',
  PACKAGE_NOT_INSTALLED: '{name} is not installed: add it to the app (npm install {name})',
  VIEW_NOT_FOUND: 'No view is registered by the name {view}',
  HTTP_REQUEST_FAILED: 'HTTP status code: {status}',
  NETWORK_REQUEST_FAILED: 'The request to {url} failed',
  INVALID_RESPONSE: 'The response of {url} has an unexpected shape',
  INTERNAL_ERROR: 'Internal error in {area}',
  INVALID_WALLET_ANSWER: 'The wallet answered {method} with something unexpected',
  RATE_LIMITED: 'RATE_LIMITED',
  SERVER_ERROR: 'SERVER_ERROR',
} as const

export type ErrorCode = keyof typeof errorMessages

/** Fills `{name}` placeholders of the message for `code`. */
export function formatErrorMessage(code: ErrorCode, values?: Record<string, string | number>): string {
  return fillMessage(errorMessages[code], values)
}
