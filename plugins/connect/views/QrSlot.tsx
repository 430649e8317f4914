import { QrCode, Spinner, t } from 'foyer/ui'

const qrSize = 240

/**
 * The pairing URI's QR code, or while it is being made a spinner in a box of the code's size: its coming moves
 * nothing around it (on a phone's sheet, every row above it).
 */
export function QrSlot({ uri, label }: { uri: string | undefined; label: string }) {
  if (uri) return <QrCode value={uri} label={label} size={qrSize} />
  return (
    <div style={{ width: qrSize, height: qrSize, display: 'grid', placeItems: 'center', flex: 'none' }}>
      <Spinner label={t('Preparing the QR code')} size={32} />
    </div>
  )
}
