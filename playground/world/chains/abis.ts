// Typed ABIs of the world contracts (human-readable; a world test checks them against the compiled ones).
import { parseAbi } from 'viem'

export const testTokenAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function transfer(address to, uint256 amount) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
  'function transferFrom(address from, address to, uint256 amount) returns (bool)',
  'function mint(address to, uint256 amount)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
])

/** USDT's non-standard ABI: `transfer`, `transferFrom` and `approve` return nothing. */
export const tetherTokenAbi = parseAbi([
  'function name() pure returns (string)',
  'function symbol() pure returns (string)',
  'function decimals() pure returns (uint8)',
  'function totalSupply() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function mint(address to, uint256 amount)',
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Approval(address indexed owner, address indexed spender, uint256 value)',
])

export const swapRouterAbi = parseAbi([
  'function NATIVE() view returns (address)',
  'function reserves(address tokenA, address tokenB) view returns (uint256 reserveA, uint256 reserveB)',
  'function quote(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256 amountOut)',
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256 amountOut)',
  'function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) payable',
  'event Swap(address indexed sender, address indexed tokenIn, address indexed tokenOut, uint256 amountIn, uint256 amountOut, address to)',
  'event LiquidityAdded(address indexed provider, address tokenA, address tokenB, uint256 amountA, uint256 amountB)',
])

export const testNftAbi = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function totalSupply() view returns (uint256)',
  'function ownerOf(uint256) view returns (address)',
  'function balanceOf(address) view returns (uint256)',
  'function getApproved(uint256) view returns (address)',
  'function isApprovedForAll(address, address) view returns (bool)',
  'function supportsInterface(bytes4 interfaceId) pure returns (bool)',
  'function mint(address to) returns (uint256 tokenId)',
  'function approve(address approved, uint256 tokenId)',
  'function setApprovalForAll(address operator, bool approved)',
  'function transferFrom(address from, address to, uint256 tokenId)',
  'function safeTransferFrom(address from, address to, uint256 tokenId)',
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
  'event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)',
  'event ApprovalForAll(address indexed owner, address indexed operator, bool approved)',
])
