import { createContext, useContext } from "react";

// The per-request CSP nonce (server.ts), for every inline script rendered by the app.
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
