export { formatUnits, parseUnits } from 'viem'
