// The page's Content-Security-Policy has no 'unsafe-eval' (server.ts): zod's fast path for objects
// probes for eval with `new Function("")` when an object schema is built, which the browser refuses
// and reports as a violation. This module sets zod's jitless mode before any schema exists: every
// module that builds schemas in the browser imports it first (a module's imports run before its body,
// so a config call in the body of validation.ts came after form-intent.ts had built its schemas).
// It sits outside app/lib: the browser build takes modules there as side-effect free (vite.config.ts)
// and would drop an import made for its effect alone.
import { z } from "zod";

if (!import.meta.env.SSR) z.config({ jitless: true });
