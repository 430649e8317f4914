'use client'
import { useAccount } from 'foyer/react'

export function Account() {
  const { address, status } = useAccount()
  return <output aria-label="Account">{status === 'connected' ? address : 'Not connected'}</output>
}
