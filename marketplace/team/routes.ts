// spec team.md §Calls: the supplier's team (GET/POST agency/member, PATCH/DELETE agency/member/{id},
// POST agency/member/{id}/resend). The permission guard (permission-guard.ts) lets only owners in
// (team.manage); every member id is the token's supplier's, another's answers 404. What is already
// done (a member invited, the last owner) is decided inside the write's transaction.
import { Router } from "express";
import type { Transaction } from "kysely";
import { InviteMemberSchema, TEAM_ERRORS, UpdateMemberSchema } from "@contract/api/team";
import { capabilityFlag, serviceOf } from "@contract/services";
import { ApiError, handler, invalidField, nowIso, parse } from "../shared/http.js";
import { currentAgency, sendMail, type Ctx } from "../context.js";
import type { Database } from "../db/schema.js";
import { isUniqueViolation } from "../bookings/transfer-code.js";
import { randomId } from "../shared/ids.js";
import { memberDoc } from "./store.js";
import { newInviteCode, inviteMail } from "./invite.js";
import { recordTeamChange } from "./activity.js";

type Trx = Transaction<Database>;

/** A member of this supplier by id, in the transaction; any other id answers 404. */
async function ownMember(trx: Trx, agencyId: string, id: unknown) {
  const row = await trx
    .selectFrom("members")
    .selectAll()
    .where("_id", "=", String(id ?? "").slice(0, 64))
    .where("agency_id", "=", agencyId)
    .executeTakeFirst();
  if (!row) throw new ApiError(404, TEAM_ERRORS.memberNotFound);
  return row;
}

/** spec team.md §Calls `last_owner`: whether another active owner than `memberId` remains. */
async function otherOwnerLeft(trx: Trx, agencyId: string, memberId: string) {
  const other = await trx
    .selectFrom("members")
    .select("_id")
    .where("agency_id", "=", agencyId)
    .where("role", "=", "owner")
    .where("status", "=", "active")
    .where("_id", "!=", memberId)
    .executeTakeFirst();
  return Boolean(other);
}

/** The doc of a member as GET agency/member answers it (its user's name once it has one). */
async function docOf(trx: Pick<Trx, "selectFrom">, id: string) {
  const row = await trx.selectFrom("members").selectAll().where("_id", "=", id).executeTakeFirstOrThrow();
  const user = row.user_id
    ? await trx.selectFrom("users").select(["firstname", "lastname"]).where("_id", "=", row.user_id).executeTakeFirst()
    : undefined;
  return memberDoc(row, user);
}

/** The services asked for must be the supplier's (spec team.md §Roles "a subset of the supplier's services"). */
function checkServices(agency: object, services: readonly string[]) {
  const flags = agency as Record<string, unknown>;
  services.forEach((id, i) => {
    if (!flags[capabilityFlag(serviceOf(id))]) throw invalidField(`services.${i}`, "invalid_choice");
  });
}

export function teamRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.get(
    "/agency/member",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const rows = await db
        .selectFrom("members")
        .leftJoin("users", "users._id", "members.user_id")
        .selectAll("members")
        .select(["users.firstname", "users.lastname"])
        .where("members.agency_id", "=", agency._id)
        .orderBy("members.created_at", "asc")
        .orderBy("members._id", "asc")
        .execute();
      const docs = rows.map((row) =>
        memberDoc(row, row.firstname === null ? undefined : { firstname: row.firstname, lastname: row.lastname ?? "" }),
      );
      return { docs, total: docs.length };
    }),
  );

  r.post(
    "/agency/member",
    handler(async (req) => {
      const who = await currentAgency(ctx, req);
      const body = parse(InviteMemberSchema, req.body);
      checkServices(who.agency, body.services);
      try {
        const id = await db.transaction().execute((trx) => invite(ctx, trx, who, body));
        return docOf(db, id);
      } catch (err) {
        // a second post of the same invitation, side by side: the unique (supplier, e-mail) index refuses it
        if (isUniqueViolation(err)) throw new ApiError(409, TEAM_ERRORS.memberExists);
        throw err;
      }
    }),
  );

  r.post(
    "/agency/member/:id/resend",
    handler(async (req) => {
      const who = await currentAgency(ctx, req);
      const id = await db.transaction().execute(async (trx) => {
        const row = await ownMember(trx, who.agency._id, req.params.id);
        if (row.status !== "invited") throw new ApiError(409, "member_not_invited");
        // a new code: the old one stops working (spec team.md §Calls "Re-sending makes the old code invalid")
        const code = newInviteCode();
        await trx.updateTable("members").set(code.columns).where("_id", "=", row._id).execute();
        await sendMail(ctx, inviteMail(who.agency.name, row.email, code.code), trx);
        await recordTeamChange(trx, who, "member.invited", row, { to: row.role });
        return row._id;
      });
      return docOf(db, id);
    }),
  );

  r.patch(
    "/agency/member/:id",
    handler(async (req) => {
      const who = await currentAgency(ctx, req);
      const body = parse(UpdateMemberSchema, req.body);
      checkServices(who.agency, body.services);
      const id = await db.transaction().execute(async (trx) => {
        const row = await ownMember(trx, who.agency._id, req.params.id);
        // spec team.md: a member cannot change their own role (another owner does it)
        if (row._id === who.member._id) throw new ApiError(403, TEAM_ERRORS.ownRole);
        if (row.status === "revoked") throw new ApiError(409, "member_revoked");
        if (row.role === "owner" && body.role !== "owner" && row.status === "active")
          if (!(await otherOwnerLeft(trx, who.agency._id, row._id))) throw new ApiError(409, TEAM_ERRORS.lastOwner);
        const services = JSON.stringify(body.services);
        if (row.role === body.role && row.services === services) return row._id; // nothing changes
        await trx
          .updateTable("members")
          .set({ role: body.role, services, updated_at: nowIso() })
          .where("_id", "=", row._id)
          .execute();
        await recordTeamChange(trx, who, "member.role_changed", row, { from: row.role, to: body.role });
        return row._id;
      });
      return docOf(db, id);
    }),
  );

  r.delete(
    "/agency/member/:id",
    handler(async (req) => {
      const who = await currentAgency(ctx, req);
      const id = await db.transaction().execute(async (trx) => {
        const row = await ownMember(trx, who.agency._id, req.params.id);
        if (row.status === "revoked") return row._id; // already done: a second post changes nothing
        if (row.role === "owner" && row.status === "active" && !(await otherOwnerLeft(trx, who.agency._id, row._id)))
          throw new ApiError(409, TEAM_ERRORS.lastOwner);
        const at = nowIso();
        await trx
          .updateTable("members")
          .set({ status: "revoked", updated_at: at, invite_code_hash: null, invite_expires_at: null })
          .where("_id", "=", row._id)
          .execute();
        // every session of the member ends with the revocation (spec team.md §Calls "the next call answers 401")
        if (row.user_id)
          await trx
            .updateTable("refresh_tokens")
            .set({ revoked_at: at, grace: null })
            .where("user_id", "=", row.user_id)
            .where("revoked_at", "is", null)
            .execute();
        if (row.user_id)
          await trx.updateTable("refresh_tokens").set({ grace: null }).where("user_id", "=", row.user_id).execute();
        await recordTeamChange(trx, who, "member.revoked", row, { from: row.role });
        return row._id;
      });
      return docOf(db, id);
    }),
  );

  return r;
}

type Who = Awaited<ReturnType<typeof currentAgency>>;

/**
 * POST agency/member's write (spec team.md §Calls): a new invited member with a fresh code, or a revoked
 * one invited again; 409 `member_exists` for an e-mail already in this team, `email_taken` for an
 * account that is not this team's.
 */
async function invite(
  ctx: Ctx,
  trx: Trx,
  who: Who,
  body: { email: string; role: string; services: string[] },
): Promise<string> {
  const agencyId = who.agency._id;
  const existing = await trx
    .selectFrom("members")
    .selectAll()
    .where("agency_id", "=", agencyId)
    .where("email", "=", body.email)
    .executeTakeFirst();
  if (existing && existing.status !== "revoked") throw new ApiError(409, TEAM_ERRORS.memberExists);
  const user = await trx.selectFrom("users").select("_id").where("email", "=", body.email).executeTakeFirst();
  // an account of another supplier, a customer's, or anyone's not of this team
  if (user && user._id !== existing?.user_id) throw new ApiError(409, TEAM_ERRORS.emailTaken);
  const code = newInviteCode();
  const values = {
    role: body.role,
    services: JSON.stringify(body.services),
    status: "invited",
    invited_by: who.member._id,
    ...code.columns,
  };
  const id = existing?._id ?? randomId();
  if (existing) await trx.updateTable("members").set(values).where("_id", "=", id).execute();
  else
    await trx
      .insertInto("members")
      .values({ _id: id, agency_id: agencyId, user_id: null, email: body.email, created_at: nowIso(), ...values })
      .execute();
  await sendMail(ctx, inviteMail(who.agency.name, body.email, code.code), trx);
  const row = await trx.selectFrom("members").selectAll().where("_id", "=", id).executeTakeFirstOrThrow();
  await recordTeamChange(trx, who, "member.invited", row, { to: body.role });
  return id;
}
