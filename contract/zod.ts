// zod as the back-office and the contract import it (eslint.config.js refuses a plain "zod" import
// there). In a browser the page's Content-Security-Policy has no 'unsafe-eval' (server.ts): zod's
// fast path for objects probes for eval with `new Function("")` when a schema is made, and the
// browser reports the refusal as a violation. Set here, the jitless setting comes before any schema
// of the app or the contract is made (an importer's body runs after this module's). The server and
// the marketplace keep zod's fast path.
import { z } from "zod";

if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
