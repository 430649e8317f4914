/** A light check for the Connect view's field (the frame's codec checks the email again with zod). */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim())

/** SPEC §9: an email over 30 characters is shown cut (its last 3 characters dropped) with an ellipsis. */
export const shortEmail = (email: string) => (email.length > 30 ? `${email.slice(0, -3)}…` : email)
