import { Spinner, Text, t, useKernel } from 'foyer/ui'
import { useLayoutEffect, useRef } from 'react'
import { embeddedWalletOf } from 'foyer/embedded-wallet'

/**
 * ApproveTransaction (SPEC §2, §5): the frame's own approval page, shown over this view's place in the modal, while
 * the app's request waits for the visitor's decision. The frame is hidden again when the view goes.
 */
export default function ApproveTransactionView() {
  const kernel = useKernel()
  const place = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    let iframe: HTMLIFrameElement | undefined
    let live = true
    const follow = () => {
      const box = place.current?.getBoundingClientRect()
      if (!iframe || !box) return
      Object.assign(iframe.style, {
        display: 'block',
        top: `${box.top}px`,
        left: `${box.left}px`,
        width: `${box.width}px`,
        height: `${box.height}px`,
      })
    }
    embeddedWalletOf(kernel)
      .then((auth) => {
        iframe = auth.bridge.element()
        if (!live || !iframe) return
        iframe.removeAttribute('aria-hidden')
        // The open modal made the page's other elements inert, the frame too: the visitor decides in it. It is
        // hidden again when the view goes, and the modal's close takes the inert state of the rest away.
        iframe.removeAttribute('inert')
        // The modal's focus rules let Tab reach it after the view's controls, and keep focus there (the shell's
        // companions): a keyboard user decides in it too.
        iframe.setAttribute('data-foyer-companion', '')
        follow()
      })
      .catch((reason: unknown) => kernel.logger.warn('no embedded wallet to approve in', reason))
    window.addEventListener('resize', follow)
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(follow)
    if (place.current) observer?.observe(place.current)
    return () => {
      live = false
      window.removeEventListener('resize', follow)
      observer?.disconnect()
      iframe?.setAttribute('aria-hidden', 'true')
      iframe?.removeAttribute('data-foyer-companion')
      if (iframe) iframe.style.display = 'none'
    }
  }, [kernel])
  return (
    <div className="foyer-list" style={{ alignItems: 'center' }}>
      <Text align="center">{t('Approve the request in your embedded wallet.')}</Text>
      <div
        ref={place}
        data-testid="approval-frame"
        style={{ width: '100%', height: 360, display: 'grid', placeItems: 'center' }}
      >
        <Spinner label={t('Waiting for your approval')} size={32} />
      </div>
    </div>
  )
}
