import type { ReactNode } from 'react'
import type { FoyerState, Kernel } from '../../index.js'
import { useFoyerState } from '../hooks/useFoyerState.js'
import { IconButton } from '../primitives/IconButton.js'
import { BackIcon, CloseIcon } from '../primitives/icons.js'
import { useEnterAnimation } from './useEnterAnimation.js'
import { viewTitle } from './viewTitle.js'
import { t } from '../../i18n/t.js'

export interface HeaderProps {
  titleId: string
  kernel: Kernel | undefined
  onClose(): void
}

const selectRoute = (state: FoyerState) => state.router.history.at(-1)
const selectDepth = (state: FoyerState) => state.router.history.length

/**
 * Title of the current view (it names the dialog), Back when there is a view to go back to (from
 * the first view, Close does what Back would: SPEC §2 closes the modal), and Close.
 */
export function Header({ titleId, kernel, onClose }: HeaderProps) {
  const route = useFoyerState(selectRoute)
  const depth = useFoyerState(selectDepth)
  const title = kernel && route ? t(viewTitle(kernel.router.getView(route.view), route)) : ''
  return (
    <div className="foyer-header">
      {kernel && depth > 1 ? (
        <IconButton label={t('Back')} onClick={() => kernel.router.goBack()}>
          <BackIcon />
        </IconButton>
      ) : (
        <span className="foyer-header-spacer" />
      )}
      <Title key={title} id={titleId}>
        {title || <span className="foyer-visually-hidden">{t('Loading')}</span>}
      </Title>
      <IconButton label={t('Close')} onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </div>
  )
}

/** The view's title, faded in when it changes after the first view (a new title mounts a new one). */
function Title({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="foyer-title" data-enter={useEnterAnimation()}>
      {children}
    </h2>
  )
}
