/** The absolute URL of one NFT's image, served by this server (`/__world/nft-images/{collection}/{id}.svg`). */
export const nftImageUrl = (baseUrl: string, collection: string, tokenId: bigint | string) =>
  `${baseUrl}/__world/nft-images/${collection.toLowerCase()}/${tokenId}.svg`
