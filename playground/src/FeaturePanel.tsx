import { accents, type OrderKey, orders, type Settings, type SwitchKey, switches } from './settings.js'
import { siwxModes } from './siwxOption.js'

export interface FeaturePanelProps {
  settings: Settings
  onChange(settings: Settings): void
}

const switchKeys = Object.keys(switches) as SwitchKey[]
const orderKeys = Object.keys(orders) as OrderKey[]

/** A labelled control for every feature setting and remote feature of SPEC §3, the theme and prefetch. */
export function FeaturePanel({ settings, onChange }: FeaturePanelProps) {
  const toggle = (key: SwitchKey, value: boolean) =>
    onChange({ ...settings, switches: { ...settings.switches, [key]: value } })
  const checkboxes = (remote: boolean) =>
    switchKeys
      .filter((key) => switches[key].remote === remote)
      .map((key) => (
        <label key={key} className="check">
          <input
            type="checkbox"
            name={key}
            checked={settings.switches[key]}
            onChange={(event) => toggle(key, event.target.checked)}
          />
          {switches[key].label}
        </label>
      ))
  return (
    <form className="panel" aria-label="Features" onSubmit={(event) => event.preventDefault()}>
      <fieldset>
        <legend>Feature settings</legend>
        {checkboxes(false)}
      </fieldset>
      <fieldset>
        <legend>Remote features</legend>
        {checkboxes(true)}
      </fieldset>
      <fieldset>
        <legend>Orders</legend>
        {orderKeys.map((key) => (
          <label key={key} className="select">
            {orders[key].label}
            <select
              name={key}
              value={settings.orders[key]}
              onChange={(event) => onChange({ ...settings, orders: { ...settings.orders, [key]: event.target.value } })}
            >
              {orders[key].choices.map((choice) => (
                <option key={choice} value={choice}>
                  {choice === '' ? 'default' : choice.replaceAll(',', ', ')}
                </option>
              ))}
            </select>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Look and loading</legend>
        <label className="select">
          Theme mode
          <select
            name="themeMode"
            value={settings.themeMode}
            onChange={(event) => onChange({ ...settings, themeMode: event.target.value as Settings['themeMode'] })}
          >
            <option value="light">light</option>
            <option value="dark">dark</option>
          </select>
        </label>
        <label className="select">
          Accent colour
          <select
            name="accent"
            value={settings.accent}
            onChange={(event) => onChange({ ...settings, accent: event.target.value })}
          >
            {accents.map((accent) => (
              <option key={accent.label} value={accent.value}>
                {accent.label}
              </option>
            ))}
          </select>
        </label>
        <label className="select">
          Prefetch
          <select
            name="prefetch"
            value={settings.prefetch}
            onChange={(event) => onChange({ ...settings, prefetch: event.target.value as Settings['prefetch'] })}
          >
            <option value="none">on first open</option>
            <option value="idle">when idle</option>
          </select>
        </label>
        <label className="select">
          Sign in (SIWX)
          <select
            name="siwx"
            value={settings.siwx}
            onChange={(event) => onChange({ ...settings, siwx: event.target.value as Settings['siwx'] })}
          >
            {siwxModes.map((mode) => (
              <option key={mode} value={mode}>
                {mode}
              </option>
            ))}
          </select>
        </label>
      </fieldset>
    </form>
  )
}
