// marketplace-api.md "Auth and account": the personal account (PATCH user/update/{userId}).
import { Router } from "express";
import { userUpdateSchema } from "@contract/api/auth";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { currentUser, type Ctx } from "../context.js";
import { todayInVietnam } from "../shared/dates.js";
import { publicUser } from "./routes.js";

export function userRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  // spec tours-cruises §5 "Personal account"; only the token's own user (another id: 404)
  r.patch(
    "/user/update/:userId",
    handler(async (req) => {
      const user = await currentUser(ctx, req);
      if (String(req.params.userId ?? "") !== user._id) throw new ApiError(404, "user_not_found");
      const body = parse(userUpdateSchema(todayInVietnam()), req.body);
      // dob, phone, dial_code: absent keeps the stored value, "" or null clears it
      await db
        .updateTable("users")
        .set({
          firstname: body.firstname,
          lastname: body.lastname,
          sex: body.sex,
          ...(body.dob !== undefined ? { dob: body.dob } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.dial_code !== undefined ? { dial_code: body.dial_code } : {}),
          updated_at: nowIso(),
        })
        .where("_id", "=", user._id)
        .execute();
      return publicUser(await db.selectFrom("users").selectAll().where("_id", "=", user._id).executeTakeFirstOrThrow());
    }),
  );

  return r;
}
