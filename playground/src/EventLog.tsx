import { useEffect, useState } from 'react'
import type { Foyer } from 'foyer'

interface Entry {
  id: number
  time: string
  type: string
  payload: string
}

const limit = 200

function describe(payload: unknown): string {
  if (payload === undefined) return ''
  try {
    const text = JSON.stringify(payload, (_, value) => (typeof value === 'bigint' ? `${value}n` : value))
    return text.length > 300 ? `${text.slice(0, 300)}…` : text
  } catch {
    return String(payload)
  }
}

/** Every event on the instance's bus, newest first. */
export function EventLog({ foyer }: { foyer: Foyer }) {
  const [entries, setEntries] = useState<Entry[]>([])
  useEffect(() => {
    let next = 0
    setEntries([])
    const onEvent = (type: string | symbol, payload: unknown) => {
      const entry = {
        id: next++,
        time: new Date().toISOString().slice(11, 23),
        type: String(type),
        payload: describe(payload),
      }
      setEntries((list) => [entry, ...list].slice(0, limit))
    }
    foyer.on('*', onEvent)
    return () => foyer.off('*', onEvent)
  }, [foyer])
  return (
    <section className="log" aria-labelledby="log-title">
      <div className="log-head">
        <h2 id="log-title">Events</h2>
        <button type="button" onClick={() => setEntries([])}>
          Clear
        </button>
      </div>
      <ol className="log-list" data-testid="event-log">
        {entries.map((entry) => (
          <li key={entry.id} data-event={entry.type}>
            <time>{entry.time}</time> <strong>{entry.type}</strong> <code>{entry.payload}</code>
          </li>
        ))}
      </ol>
    </section>
  )
}
