// Typed ABIs of the smart-account contracts (human-readable; a world test checks them against the compiled ones).
import { parseAbi } from 'viem'

export const smartAccountAbi = parseAbi([
  'struct Call { address target; uint256 value; bytes data; }',
  'function owner() view returns (address)',
  'function execute(address target, uint256 value, bytes data) payable returns (bytes result)',
  'function executeBatch(Call[] calls) payable returns (bytes[] results)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'event Executed(address indexed target, uint256 value, bytes data)',
  'error NotOwner(address caller)',
  'error CallFailed(uint256 index, bytes reason)',
])

export const accountFactoryAbi = parseAbi([
  'function createAccount(address owner) returns (address account)',
  'function getAddress(address owner) view returns (address)',
  'event AccountCreated(address indexed account, address indexed owner)',
])
