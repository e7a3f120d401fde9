// The embedded marketplace answers in-process. server.ts registers a function that
// dispatches a Request to the marketplace's own handler without a socket; the one client
// (marketplace.server.ts) uses it when present and real fetch to MARKETPLACE_API_URL otherwise.
// The app sees only this function type, never the marketplace. The slot is on globalThis because
// server.ts and the built app each hold their own copy of this module.
export type MarketplaceDispatch = (request: Request) => Promise<Response>;

const SLOT = Symbol.for("backoffice.inProcessMarketplace");
type Slot = { [SLOT]?: MarketplaceDispatch };

export function registerInProcessMarketplace(dispatch: MarketplaceDispatch | undefined) {
  (globalThis as Slot)[SLOT] = dispatch;
}

export function inProcessMarketplace(): MarketplaceDispatch | undefined {
  return (globalThis as Slot)[SLOT];
}
