// Typed ABIs of the smart-account contracts (human-readable; a world test checks them against the compiled ones).
import { parseAbi } from 'viem'

export const smartAccountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function owner() view returns (address)',
  'function execute(address target, uint256 value, bytes data) payable returns (bytes result)',
  'function executeBatch(Call[] calls) payable returns (bytes[] results)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function sessions(address key) view returns (uint64 expiry, bool revoked, uint256 limit, uint256 spent)',
  'function grantSession(address key, uint64 expiry, uint256 limit)',
  'function revokeSession(address key)',
  'function executeAsSession(address target, uint256 value)',
  'event Executed(address indexed target, uint256 value, bytes data)',
  'event SessionGranted(address indexed key, uint64 expiry, uint256 limit)',
  'event SessionRevoked(address indexed key)',
  'error NotOwner(address caller)',
  'error CallFailed(uint256 index, bytes reason)',
  'error NoSession(address key)',
  'error SessionExpired(address key, uint64 expiry)',
  'error SpendingLimitExceeded(address key, uint256 left, uint256 wanted)',
])

export const accountFactoryAbi = parseAbi([
  'function createAccount(address owner) returns (address account)',
  'function getAddress(address owner) view returns (address)',
  'event AccountCreated(address indexed account, address indexed owner)',
])
