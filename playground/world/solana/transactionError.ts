// litesvm's transaction errors as Solana's JSON-RPC shows them (`err` in statuses and simulations), plus the
// text of the -32002 preflight error ("Transaction simulation failed: …").

// The order of litesvm 1.5's TransactionErrorFieldless and InstructionErrorFieldless enums.
// biome-ignore format: a table
const transactionErrors = [
  'AccountInUse', 'AccountLoadedTwice', 'AccountNotFound', 'ProgramAccountNotFound', 'InsufficientFundsForFee',
  'InvalidAccountForFee', 'AlreadyProcessed', 'BlockhashNotFound', 'CallChainTooDeep', 'MissingSignatureForFee',
  'InvalidAccountIndex', 'SignatureFailure', 'InvalidProgramForExecution', 'SanitizeFailure', 'ClusterMaintenance',
  'AccountBorrowOutstanding', 'WouldExceedMaxBlockCostLimit', 'UnsupportedVersion', 'InvalidWritableAccount',
  'WouldExceedMaxAccountCostLimit', 'WouldExceedAccountDataBlockLimit', 'TooManyAccountLocks',
  'AddressLookupTableNotFound', 'InvalidAddressLookupTableOwner', 'InvalidAddressLookupTableData',
  'InvalidAddressLookupTableIndex', 'InvalidRentPayingAccount', 'WouldExceedMaxVoteCostLimit',
  'WouldExceedAccountDataTotalLimit', 'MaxLoadedAccountsDataSizeExceeded', 'ResanitizationNeeded',
  'InvalidLoadedAccountsDataSizeLimit', 'UnbalancedTransaction', 'ProgramCacheHitMaxLimit', 'CommitCancelled',
]

// biome-ignore format: a table
const instructionErrors = [
  'GenericError', 'InvalidArgument', 'InvalidInstructionData', 'InvalidAccountData', 'AccountDataTooSmall',
  'InsufficientFunds', 'IncorrectProgramId', 'MissingRequiredSignature', 'AccountAlreadyInitialized',
  'UninitializedAccount', 'UnbalancedInstruction', 'ModifiedProgramId', 'ExternalAccountLamportSpend',
  'ExternalAccountDataModified', 'ReadonlyLamportChange', 'ReadonlyDataModified', 'DuplicateAccountIndex',
  'ExecutableModified', 'RentEpochModified', 'NotEnoughAccountKeys', 'AccountDataSizeChanged', 'AccountNotExecutable',
  'AccountBorrowFailed', 'AccountBorrowOutstanding', 'DuplicateAccountOutOfSync', 'InvalidError',
  'ExecutableDataModified', 'ExecutableLamportChange', 'ExecutableAccountNotRentExempt', 'UnsupportedProgramId',
  'CallDepth', 'MissingAccount', 'ReentrancyNotAllowed', 'MaxSeedLengthExceeded', 'InvalidSeeds', 'InvalidRealloc',
  'ComputationalBudgetExceeded', 'PrivilegeEscalation', 'ProgramEnvironmentSetupFailure', 'ProgramFailedToComplete',
  'ProgramFailedToCompile', 'Immutable', 'IncorrectAuthority', 'AccountNotRentExempt', 'InvalidAccountOwner',
  'ArithmeticOverflow', 'UnsupportedSysvar', 'IllegalOwner', 'MaxAccountsDataAllocationsExceeded',
  'MaxAccountsExceeded', 'MaxInstructionTraceLengthExceeded', 'BuiltinProgramsMustConsumeComputeUnits', 'BorshIoError',
]

export type TransactionErrorJson = string | Record<string, unknown>

function instructionErrorJson(error: unknown): unknown {
  if (typeof error === 'number') return instructionErrors[error] ?? 'GenericError'
  const candidate = error as { code?: number; msg?: string }
  if (typeof candidate.code === 'number') return { Custom: candidate.code }
  if (typeof candidate.msg === 'string') return { BorshIoError: candidate.msg }
  return 'GenericError'
}

/** The JSON form of a litesvm transaction error (`"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }`). */
export function transactionErrorJson(error: unknown): TransactionErrorJson {
  if (typeof error === 'number') return transactionErrors[error] ?? 'SanitizeFailure'
  const candidate = error as {
    index?: number
    accountIndex?: number
    err?: () => unknown
    constructor: { name: string }
  }
  const kind = candidate.constructor.name.replace(/^TransactionError/, '')
  if (kind === 'InstructionError')
    return { InstructionError: [candidate.index, instructionErrorJson(candidate.err?.())] }
  if (kind === 'DuplicateInstruction') return { DuplicateInstruction: candidate.index }
  return { [kind]: { account_index: candidate.accountIndex } }
}

const texts: Record<string, string> = {
  AccountNotFound: 'Attempt to debit an account but found no record of a prior credit.',
  AlreadyProcessed: 'This transaction has already been processed',
  BlockhashNotFound: 'Blockhash not found',
  InsufficientFundsForFee: 'Insufficient funds for fee',
  SignatureFailure: 'Transaction did not pass signature verification',
}

/** Agave's Display text of an error, for the preflight failure message. */
export function transactionErrorText(error: TransactionErrorJson): string {
  if (typeof error === 'string') return texts[error] ?? error
  const [kind, value] = Object.entries(error)[0] ?? ['Unknown', undefined]
  if (kind !== 'InstructionError') return `${kind}: ${JSON.stringify(value)}`
  const [index, inner] = value as [number, unknown]
  const detail =
    typeof inner === 'object' && inner !== null && 'Custom' in inner
      ? `custom program error: 0x${(inner as { Custom: number }).Custom.toString(16)}`
      : String(inner)
  return `Error processing Instruction ${index}: ${detail}`
}
