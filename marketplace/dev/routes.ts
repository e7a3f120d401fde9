// marketplace-api.md "The other side of the marketplace": calls that let a person or a test play
// the customer and the operator. Mounted only when MARKETPLACE_DEV_CALLS=on; they need no token.
import { Router } from "express";
import { z } from "zod";
import { handler, parse } from "../http.js";
import type { Ctx } from "../context.js";

export function devRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.get("/dev/mailbox", handler(async (req) => {
    const { email } = parse(z.object({ email: z.string().trim().toLowerCase().email() }), req.query);
    const docs = await db.selectFrom("mails").selectAll().where("to", "=", email)
      .orderBy("created_at", "desc").orderBy("_id", "desc").limit(50).execute();
    return { docs, total: docs.length };
  }));

  return r;
}
