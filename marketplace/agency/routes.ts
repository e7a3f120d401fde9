// marketplace-api.md "Auth and account": agency lookup, currency, and the supplier profile
// (spec tours-cruises §3 "Supplier", §5 "Supplier profile"): read, update, request verification.
import { Router, type Request } from "express";
import { AgencyUpdateSchema, CurrencyBody, LookupBody, RequestVerifySchema } from "@contract/api/agency";
import { ListQuery } from "@contract/api/list";
import { capabilityFlagsOf } from "@contract/services";
import { allows, BANK_FIELDS, type Member } from "@contract/permissions";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { currentAgency, currentUser, type Ctx } from "../context.js";
import type { Selectable, Updateable } from "kysely";
import type { AgenciesTable } from "./tables.js";
import { agencyRecord, checkFiles, checkPlace, missingForVerification, slugify, syncFilePrivacy } from "./record.js";

export function agencySummary(a: Selectable<AgenciesTable>) {
  return {
    _id: a._id,
    name: a.name,
    currency: a.currency,
    is_verify: Boolean(a.is_verify),
    is_request_verify: Boolean(a.is_request_verify),
    // one flag per registered service (tours-cruises §3 "Supplier"), read from its is_<id> column
    ...capabilityFlagsOf(a),
  };
}

export function agencyRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.post(
    "/agency/lookup",
    handler(async (req) => {
      const user = await currentUser(ctx, req);
      const { userId } = parse(LookupBody, req.body);
      // another user's id answers 404, never the record
      if (userId !== user._id) throw new ApiError(404, "agency_not_found");
      // the supplier the user works for, through its active member row (spec team.md §Roles)
      const agency = await db
        .selectFrom("agencies")
        .innerJoin("members", "members.agency_id", "agencies._id")
        .selectAll("agencies")
        .where("members.user_id", "=", userId)
        .where("members.status", "=", "active")
        .executeTakeFirst();
      if (!agency) throw new ApiError(404, "agency_not_found");
      return agencySummary(agency);
    }),
  );

  r.post(
    "/agency/agency/update-currency",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const { currency } = parse(CurrencyBody, req.body);
      await db.updateTable("agencies").set({ currency, updated_at: nowIso() }).where("_id", "=", agency._id).execute();
      return { currency };
    }),
  );

  /** The token's own supplier when {id} names it; any other id answers 404, never the record. */
  const mustBeOwn = (agency: Selectable<AgenciesTable>, id: unknown) => {
    if (String(id ?? "") !== agency._id) throw new ApiError(404, "agency_not_found");
  };
  const ownAgency = async (req: Request, id: unknown) => {
    const { agency, member } = await currentAgency(ctx, req);
    mustBeOwn(agency, id);
    return { agency, member };
  };
  /** The record as this member may read it: the bank details are owners' alone (spec team.md §Roles). */
  const recordFor = async (member: Member, agency: Selectable<AgenciesTable>, req: Request) => {
    const record = await agencyRecord(db, agency, ListQuery.parse(req.query).lang);
    if (allows(member, "bank.read", null)) return record;
    const shown: Record<string, unknown> = { ...record };
    for (const field of BANK_FIELDS) delete shown[field];
    return shown;
  };
  const reload = (id: string) => db.selectFrom("agencies").selectAll().where("_id", "=", id).executeTakeFirstOrThrow();

  r.get(
    "/agency/agency/:id",
    handler(async (req) => {
      const { agency, member } = await ownAgency(req, req.params.id);
      return recordFor(member, agency, req);
    }),
  );

  r.patch(
    "/agency/update/:id",
    handler(async (req) => {
      const { agency, member } = await ownAgency(req, req.params.id);
      // spec team.md §Roles "only owners see bank details": a body of anyone else naming one is refused
      // whole (never half-saved with the bank fields dropped, which would hide that they were not kept)
      const named = req.body && typeof req.body === "object" ? Object.keys(req.body as object) : [];
      if (!allows(member, "bank.write", null) && named.some((k) => (BANK_FIELDS as readonly string[]).includes(k)))
        throw new ApiError(403, "not_allowed", { permission: "bank.write", service: null });
      // flags, currency and verification are not the supplier's to set: the schema drops them
      const body = parse(AgencyUpdateSchema, req.body);
      const place = {
        area_id: body.area !== undefined ? body.area : agency.area_id,
        country_id: body.country !== undefined ? body.country : agency.country_id,
        city_id: body.city !== undefined ? body.city : agency.city_id,
      };
      await checkPlace(db, place);
      await checkFiles(db, agency, body);

      const {
        area: _area,
        country: _country,
        city: _city,
        type,
        enterprise_type,
        contact_methods,
        images,
        ...plain
      } = body;
      const set: Updateable<AgenciesTable> = { ...plain, ...place, updated_at: nowIso() };
      if (type !== undefined) set.type = type === null ? null : type ? 1 : 0;
      if (enterprise_type !== undefined) set.enterprise_type = JSON.stringify(enterprise_type);
      if (contact_methods !== undefined) set.contact_methods = JSON.stringify(contact_methods);
      if (images !== undefined) set.images = JSON.stringify(images);
      if (body.name !== undefined) set.slug = slugify(body.name) || null;
      await db.updateTable("agencies").set(set).where("_id", "=", agency._id).execute();
      const saved = await reload(agency._id);
      await syncFilePrivacy(db, saved);
      return recordFor(member, saved, req);
    }),
  );

  r.post(
    "/agency/request-verify",
    handler(async (req) => {
      const { agency, member } = await currentAgency(ctx, req); // no token: 401 before the body is judged
      mustBeOwn(agency, parse(RequestVerifySchema, req.body).id);
      if (agency.is_verify) throw new ApiError(409, "already_verified");
      if (agency.is_request_verify) throw new ApiError(409, "already_requested");
      const missing = missingForVerification(agency);
      if (missing.length) throw new ApiError(422, "profile_incomplete", { missing });
      await db
        .updateTable("agencies")
        .set({ is_request_verify: 1, updated_at: nowIso() })
        .where("_id", "=", agency._id)
        .where("is_verify", "=", 0)
        .execute();
      return recordFor(member, await reload(agency._id), req);
    }),
  );

  return r;
}
