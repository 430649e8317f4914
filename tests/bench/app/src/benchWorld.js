// What both bench apps share: the local network and the world's URLs on the bench server (127.0.0.1),
// so nothing leaves the machine.
const world = `${location.origin}/world`

export const local = {
  id: 31337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

export const projectId = '0123456789abcdef0123456789abcdef'

export const urls = {
  api: `${world}/api`,
  directory: `${world}/directory`,
  config: `${world}/config`,
  analytics: `${world}/analytics`,
  rpc: `${world}/rpc`,
  relay: `${world.replace('http', 'ws')}/relay`,
  frame: `${world}/frame`,
}
