/** A Solana JSON-RPC method: positional params in, a JSON-serialisable result out (or a SolanaRpcError thrown). */
export type MethodTable = Record<string, (params: unknown) => unknown>
