// The page's Content-Security-Policy has no 'unsafe-eval' (server.ts): zod's fast path for objects
// would probe for eval with `new Function("")`, which the browser refuses and reports as a violation.
// zod reads the setting when an object schema is made, so every module that makes one at its top
// (validation.ts, form-intent.ts) imports this first; the server keeps the fast path.
import { z } from "zod";

if (!import.meta.env.SSR) z.config({ jitless: true });
