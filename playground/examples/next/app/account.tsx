'use client'
import { useAccount } from 'foyer/react'

export function Account() {
  const { address, status } = useAccount()
  return <p aria-label="Account">{status === 'connected' ? address : 'Not connected'}</p>
}
