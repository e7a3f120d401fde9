// marketplace-api.md "The other side of the marketplace": calls that let a person or a test play
// the customer and the operator. Mounted only when MARKETPLACE_DEV_CALLS=on; they need no token.
import { Router } from "express";
import { ApproveBody, MailboxQuery } from "@contract/api/dev";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { sendMail, type Ctx } from "../context.js";
import { bookingDevRoutes } from "../bookings/dev.js";
import { listingDevRoutes } from "./listing-dev.js";
import { stockListingDevRoutes } from "./stock-listing-dev.js";
import { MODERATED, type ModeratedKind } from "../shared/moderated.js";
import { MARKETPLACE, recordActivity } from "../activity/record.js";

export function devRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.get(
    "/dev/mailbox",
    handler(async (req) => {
      const { email } = parse(MailboxQuery, req.query);
      const docs = await db
        .selectFrom("mails")
        .selectAll()
        .where("to", "=", email)
        .orderBy("created_at", "desc")
        .orderBy("_id", "desc")
        .limit(50)
        .execute();
      return { docs, total: docs.length };
    }),
  );

  // the operator's list, for `npm run marketplace -- agencies` and `verify`
  r.get(
    "/dev/agencies",
    handler(async () => {
      const rows = await db
        .selectFrom("agencies")
        .select(["_id", "name", "email", "is_verify", "is_request_verify"])
        .orderBy("created_at")
        .orderBy("_id")
        .execute();
      const docs = rows.map((a) => ({
        ...a,
        is_verify: Boolean(a.is_verify),
        is_request_verify: Boolean(a.is_request_verify),
      }));
      return { docs, total: docs.length };
    }),
  );

  // spec tours-cruises §4 "Supplier verification": the operator answers a pending request
  r.post(
    "/dev/agency/:id/verify",
    handler(async (req) => {
      const { approve } = parse(ApproveBody, req.body);
      const agency = await db
        .selectFrom("agencies")
        .selectAll()
        .where("_id", "=", String(req.params.id))
        .executeTakeFirst();
      if (!agency) throw new ApiError(404, "agency_not_found");
      if (!agency.is_request_verify) throw new ApiError(409, "no_pending_request");
      // the operator's answer and its activity entry (spec team.md: actor marketplace), together
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("agencies")
          .set(
            approve
              ? { is_verify: 1, is_request_verify: 0, updated_at: nowIso() }
              : { is_request_verify: 0, updated_at: nowIso() },
          )
          .where("_id", "=", agency._id)
          .execute();
        await recordActivity(trx, {
          agencyId: agency._id,
          actor: MARKETPLACE,
          kind: "profile.saved",
          target: { kind: "profile", _id: agency._id, label: agency.name },
          summary: { fields: ["is_verify"], to: approve ? "verified" : "declined" },
        });
      });
      await sendMail(
        ctx,
        approve
          ? {
              to: agency.email,
              subject: "Your supplier account is verified / Tài khoản nhà cung cấp của bạn đã được xác minh",
              text: `${agency.name} is now verified: your listings can be published. / ${agency.name} đã được xác minh: các dịch vụ của bạn có thể được đăng bán.`,
            }
          : {
              to: agency.email,
              subject: "Verification request declined / Yêu cầu xác minh chưa được chấp nhận",
              text: `The verification request of ${agency.name} was declined. Please check your supplier profile and send the request again. / Yêu cầu xác minh của ${agency.name} chưa được chấp nhận. Vui lòng kiểm tra lại hồ sơ nhà cung cấp và gửi lại yêu cầu.`,
            },
      );
      return { _id: agency._id, is_verify: approve || Boolean(agency.is_verify), is_request_verify: false };
    }),
  );

  // spec tours-cruises §4 "new or edited content awaits moderation": the operator's answer, the same
  // for every listing kind (MODERATED: its table and its not-found message).
  r.post(
    "/dev/listing/:kind/:id/moderate",
    handler(async (req) => {
      const { approve } = parse(ApproveBody, req.body);
      const kind = String(req.params.kind);
      if (!Object.hasOwn(MODERATED, kind)) throw new ApiError(404, "not_found");
      const { table, notFound, named, typeIsService } = MODERATED[kind as keyof typeof MODERATED];
      const status = approve ? "approved" : "rejected";
      const id = String(req.params.id);
      // the operator's answer and its activity entry (spec team.md: actor marketplace), together
      await db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom(table)
          .selectAll()
          .where("_id", "=", id)
          .where("is_deleted", "=", 0)
          .executeTakeFirst();
        if (!found) throw new ApiError(404, notFound);
        const listing = found as Record<string, unknown> & { agency_id: string };
        const label = typeof listing[named] === "string" ? (listing[named] as string) : null;
        // a tour record of type cruise is a cruise (its service and its record)
        const record = typeIsService && listing.type === "cruise" ? "cruise" : (kind as ModeratedKind);
        await trx.updateTable(table).set({ status }).where("_id", "=", id).execute();
        await recordActivity(trx, {
          agencyId: listing.agency_id,
          actor: MARKETPLACE,
          kind: "listing.moderated",
          service: record,
          target: { kind: "listing", _id: id, label, listing: record },
          summary: { to: status },
        });
      });
      return { _id: id, status };
    }),
  );

  // the operator's list of tours, for `npm run marketplace -- tours` and `moderate`
  r.get(
    "/dev/tours",
    handler(async () => {
      const docs = await db
        .selectFrom("tours")
        .innerJoin("agencies", "agencies._id", "tours.agency_id")
        .select([
          "tours._id",
          "tours.name",
          "tours.type",
          "tours.status",
          "agencies.email as agency",
          "tours.price",
          "tours.currency",
          "tours.created_at",
        ])
        .where("tours.is_deleted", "=", 0)
        .orderBy("tours.created_at", "desc")
        .execute();
      return { docs, total: docs.length };
    }),
  );

  // what the customer tool books: a cruise's cabins on sale, the transport services (listing-dev.ts)
  r.use(listingDevRoutes(ctx));
  // what it books of a hotel's rooms and a bike's options (stock-listing-dev.ts)
  r.use(stockListingDevRoutes(ctx));

  // the bookings' other side: orders, events, payouts, scale (bookings/dev.ts)
  r.use(bookingDevRoutes(ctx));

  return r;
}
