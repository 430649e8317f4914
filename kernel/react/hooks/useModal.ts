import { useMemo } from 'react'
import { useFoyer } from './useFoyer.js'
import { useFoyerState } from './useFoyerState.js'

export interface UseModalReturnType {
  isOpen: boolean
  /** The modal was asked for and its code is loading. */
  isLoading: boolean
  open(view?: string, params?: unknown): Promise<void>
  close(): Promise<void>
}

export function useModal(): UseModalReturnType {
  const foyer = useFoyer()
  const isOpen = useFoyerState((state) => state.modal.open)
  const isLoading = useFoyerState((state) => state.modal.loading)
  return useMemo(
    () => ({ isOpen, isLoading, open: (view, params) => foyer.open(view, params), close: () => foyer.close() }),
    [foyer, isOpen, isLoading],
  )
}
