import { Button, DetailList, Text, formatQuantity, t, useActiveLocale } from 'foyer/ui'
import type { SmartSession } from '../schemas.js'

export interface SessionItemProps {
  session: SmartSession
  /** The active network's native currency, in which allowances are counted. */
  symbol: string
  /** Now, in Unix seconds. */
  now: number
  /** This session's revoke is under way. */
  revoking: boolean
  /** A revoke is under way (this session's or another's): Revoke waits. */
  disabled: boolean
  onRevoke(): void
}

/** A permission's type, with its allowance (hex wei) in the native currency when it has one. */
function permissionText({ type, data }: SmartSession['permissions'][number], symbol: string): string {
  const allowance = (data as { allowance?: unknown } | null)?.allowance
  if (typeof allowance !== 'string' || !/^0x[0-9a-f]+$/i.test(allowance)) return type
  return `${type}: ${formatQuantity(Number(BigInt(allowance)) / 1e18, 6)} ${symbol}`
}

/** One session: the project, its permissions and policies, its expiry and state, and Revoke while it is active. */
export function SessionItem({ session, symbol, now, revoking, disabled, onRevoke }: SessionItemProps) {
  const locale = useActiveLocale()
  const project = session.project.name
  const state = session.revokedAt ? 'Revoked' : session.expiry <= now ? 'Expired' : 'Active'
  const expiry = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    session.expiry * 1000,
  )
  const policies = session.policies.map((policy) => policy.type).join(', ')
  return (
    <li className="foyer-list" data-testid="smart-session" style={{ listStyle: 'none' }}>
      <Text as="h3" variant="title">
        {project}
      </Text>
      <DetailList
        label={project}
        rows={[
          [t('Permissions'), session.permissions.map((item) => permissionText(item, symbol)).join(', '), 'permissions'],
          [t('Policies'), policies || t('none'), 'policies'],
          [t('Expires'), expiry, 'expiry'],
          [t('Status'), t(state), 'state'],
        ]}
      />
      {state === 'Active' ? (
        <Button
          variant="secondary"
          fullWidth
          disabled={disabled}
          aria-label={t('Revoke the session of {project}', { project })}
          onClick={onRevoke}
        >
          {revoking ? t('Revoking…') : t('Revoke')}
        </Button>
      ) : null}
    </li>
  )
}
