// The login messages: email (with device approval), social, Farcaster, and the email update.
import { connectDevice, connectEmail, connectOtp } from '../email/emailLogin.js'
import { updateEmail, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from '../email/emailUpdate.js'
import { connectFarcaster, getFarcasterUri } from '../farcaster/farcasterLogin.js'
import { logIn } from '../site/sessions.js'
import type { Handlers, MessageContext } from './MessageContext.js'

const session = (context: MessageContext, token: string) => {
  context.events.push({ event: 'SESSION_UPDATE', payload: { token } })
}

/** CONNECT_SOCIAL (and GET_USER with a socialUri): redeems the popup's result URI and logs in. */
export async function connectSocial({ site, device, ...context }: MessageContext, uri: string) {
  const { login, identity } = site.social.redeem(uri, site.origin(), device.id)
  const { user, token } = await logIn(site, device, {
    id: `${login.provider}:${identity.id}`,
    provider: login.provider,
    email: identity.email,
    userName: identity.userName,
  })
  session({ site, device, ...context }, token)
  return user
}

export const loginHandlers = {
  CONNECT_EMAIL: ({ site, device }, { email }) => connectEmail(site, device, email),
  CONNECT_DEVICE: async ({ site, device }) => {
    await connectDevice(site, device)
    return undefined
  },
  CONNECT_OTP: async (context, { otp }) => {
    const { token } = await connectOtp(context.site, context.device, otp)
    session(context, token)
    return undefined
  },
  GET_SOCIAL_REDIRECT_URI: ({ site, device, appOrigin }, { provider }) => {
    const { state } = site.social.open(provider, device.id, appOrigin)
    const uri = new URL(`/social/${provider}/authorize`, site.origin())
    uri.searchParams.set('response_type', 'code')
    uri.searchParams.set('client_id', 'foyer-world')
    uri.searchParams.set('redirect_uri', `${site.origin()}/social/callback`)
    uri.searchParams.set('state', state)
    return { uri: uri.toString() }
  },
  GET_FARCASTER_URI: ({ site, device }) => getFarcasterUri(site, device),
  CONNECT_FARCASTER: async (context) => {
    const { userName, session: token } = await connectFarcaster(context.site, context.device)
    session(context, token)
    return { userName }
  },
  UPDATE_EMAIL: ({ site, device }, { email }) => updateEmail(site, device, email),
  UPDATE_EMAIL_PRIMARY_OTP: ({ site, device }, { otp }) => {
    updateEmailPrimaryOtp(site, device, otp)
    return undefined
  },
  UPDATE_EMAIL_SECONDARY_OTP: ({ site, device }, { otp }) => updateEmailSecondaryOtp(site, device, otp),
} satisfies Partial<Handlers>
