export { formatUnits, parseUnits } from 'viem/utils'
