import { useMemo } from 'react'
import type { ViewName, Views } from '../../registries.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerState } from './useFoyerState.js'

export interface UseModalReturnType {
  isOpen: boolean
  /** The modal was asked for and its code is loading. */
  isLoading: boolean
  /** The view the modal shows (its name, `Connect`, `Account`...), while open. */
  view: string | undefined
  open<View extends ViewName>(view?: View, params?: Views[View]): Promise<void>
  close(): Promise<void>
}

export function useModal(): UseModalReturnType {
  const foyer = useFoyer()
  const isOpen = useFoyerState((state) => state.modal.open)
  const isLoading = useFoyerState((state) => state.modal.loading)
  const view = useFoyerState((state) => (state.modal.open ? state.router.history.at(-1)?.view : undefined))
  return useMemo(
    () => ({ isOpen, isLoading, view, open: (name, params) => foyer.open(name, params), close: () => foyer.close() }),
    [foyer, isOpen, isLoading, view],
  )
}
