import type { FoyerError, FoyerState } from 'foyer'
import { Image, Spinner, Text, useFoyerState, useKernel, t, LoadFailed } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { fetchNfts } from '../nfts/fetchNfts.js'
import type { Nft } from '../nfts/nftsSchema.js'

type Loaded = { status: 'loading' } | { status: 'ready'; nfts: Nft[] } | { status: 'failed'; message: string }

const selectAccount = (state: FoyerState) => {
  const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  const address = chain?.accountState.address
  return address && chain.activeNetworkId ? `${chain.activeNetworkId}|${address}` : ''
}

/** The NFTs tab: the account's NFTs on the active network from the data API (image, name, collection), spam hidden. */
export default function NftsTab() {
  const kernel = useKernel()
  const account = useFoyerState(selectAccount)
  const [attempt, setAttempt] = useState(0)
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  useEffect(() => {
    const [networkId = '', address = ''] = account.split('|')
    if (!account) return
    let current = true
    setLoaded({ status: 'loading' })
    fetchNfts(kernel, { address, networkId }).then(
      (nfts) => current && setLoaded({ status: 'ready', nfts }),
      (error: unknown) =>
        current && setLoaded({ status: 'failed', message: (error as FoyerError).shortMessage ?? String(error) }),
    )
    return () => {
      current = false
    }
  }, [kernel, account, attempt])

  if (loaded.status === 'loading') return <Spinner label={t('Loading NFTs')} />
  if (loaded.status === 'failed')
    return <LoadFailed message={loaded.message} onRetry={() => setAttempt((count) => count + 1)} />
  if (loaded.nfts.length === 0)
    return (
      <Text tone="muted" align="center">
        {t('No NFTs yet')}
      </Text>
    )
  return (
    <ul
      aria-label={t('NFTs')}
      style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8, margin: 0, padding: 0 }}
    >
      {loaded.nfts.map((nft) => (
        <li key={nft.id} style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 4 }}>
          <Image src={nft.content?.preview?.url} alt="" size={120} />
          <Text as="span">{nft.name}</Text>
          <Text as="span" variant="small" tone="muted">
            {nft.collection.name}
          </Text>
        </li>
      ))}
    </ul>
  )
}
