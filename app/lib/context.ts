// What server.ts hands every loader and action (getLoadContext).
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** CSP nonce for every script Remix renders. */
    cspNonce: string;
    /** Set-Cookie values added to whatever response this request ends with, by cookie name. */
    responseCookies: Map<string, string>;
    /** The browser's address (through the reverse proxy), forwarded to the marketplace's login throttle. */
    clientIp: string;
    secureRequest: boolean;
  }
  interface Future {
    v3_singleFetch: true;
  }
}
export {};
