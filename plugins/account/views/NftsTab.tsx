import { Text } from 'foyer/ui'

/** The NFTs tab. The data API of SPEC §7 lists no NFTs, so the tab says so. */
export default function NftsTab() {
  return (
    <Text tone="muted" align="center">
      No NFTs yet
    </Text>
  )
}
