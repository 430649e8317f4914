/** The answers a test wallet can give (its WalletMode), as the options of a panel's "Answers" select. */
export function WalletModeOptions() {
  return (
    <>
      <option value="approve">approve</option>
      <option value="reject">reject</option>
      <option value="pending">leave pending</option>
    </>
  )
}
