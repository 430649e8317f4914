import { Button, Text, t, type ViewProps, useKernel } from 'foyer/ui'

/** RegisterAccountNameSuccess (SPEC §2): the name is registered and is now the account's profile name. */
export default function RegisterAccountNameSuccessView({ params }: ViewProps<{ name: string } | undefined>) {
  const kernel = useKernel()
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <Text variant="title" as="h3" align="center" data-testid="registered-name">
        {params?.name}
      </Text>
      <Text tone="success" align="center" role="status">
        {t('Registered: your account goes by this name now')}
      </Text>
      <Button fullWidth onClick={() => kernel.router.reset('Account')}>
        {t('Back to account')}
      </Button>
    </div>
  )
}
