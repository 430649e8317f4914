// What the site saw: every page load (with its query) and every app message (with how it was answered).

export interface FrameLoad {
  query: Record<string, string>
  at: number
}

export interface FrameMessageRecord {
  deviceId: string
  name: string
  id: string
  payload: unknown
  /** How the message was answered. */
  outcome: 'success' | 'error' | 'dropped' | 'garbage'
  error?: string
  at: number
}

export function createFrameRecords() {
  let loads: FrameLoad[] = []
  let messages: FrameMessageRecord[] = []
  return {
    load(load: FrameLoad) {
      loads.push(load)
    },
    message(record: FrameMessageRecord) {
      messages.push(record)
    },
    loads: () => loads.map((load) => ({ ...load })),
    /** Oldest first; only those named `name` when given. */
    messages: (name?: string) => messages.filter((record) => name === undefined || record.name === name),
    clear() {
      loads = []
      messages = []
    },
  }
}
export type FrameRecords = ReturnType<typeof createFrameRecords>
