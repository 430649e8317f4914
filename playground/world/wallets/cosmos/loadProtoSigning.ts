// @cosmjs/proto-signing, loaded when a wallet first signs a direct (protobuf) doc. A CommonJS package: bundlers hand
// its exports over as `default`.
type ProtoSigning = typeof import('@cosmjs/proto-signing')

export async function loadProtoSigning(): Promise<ProtoSigning> {
  const loaded = (await import('@cosmjs/proto-signing')) as ProtoSigning & { default?: ProtoSigning }
  return loaded.DirectSecp256k1Wallet ? loaded : loaded.default!
}
