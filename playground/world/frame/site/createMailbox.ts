// The local mailbox: every mail the site sends (login codes, device approvals, email-update codes), in memory,
// readable by tests through the control and by a person at GET /mailbox.

export type MailKind = 'login-code' | 'device-approval' | 'update-primary-code' | 'update-secondary-code'

export interface Mail {
  id: number
  to: string
  kind: MailKind
  subject: string
  text: string
  /** The one-time code (6 digits) of a code mail. */
  code?: string
  /** The approval link of a device-approval mail. */
  link?: string
  at: number
}

export function createMailbox(now: () => number) {
  let mails: Mail[] = []
  let nextId = 1
  return {
    send(mail: Omit<Mail, 'id' | 'at'>): Mail {
      const sent = { ...mail, id: nextId++, at: now() }
      mails.push(sent)
      return sent
    },
    /** Oldest first; only those to `to` (case-insensitive) when given. */
    list(to?: string): Mail[] {
      const wanted = to?.toLowerCase()
      return mails.filter((mail) => wanted === undefined || mail.to === wanted).map((mail) => ({ ...mail }))
    },
    /** The code of the newest code mail to `to`. */
    lastCode(to: string): string | undefined {
      return this.list(to)
        .reverse()
        .find((mail) => mail.code !== undefined)?.code
    },
    clear() {
      mails = []
    },
  }
}
export type Mailbox = ReturnType<typeof createMailbox>
