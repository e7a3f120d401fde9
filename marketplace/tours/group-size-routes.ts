// spec tours-cruises §5 "Passenger-group list": a group tour's groups and their options; add, edit,
// copy and delete all send the whole list (PATCH tour/option-group-size/{id}).
import { Router } from "express";
import { GroupsBodySchema } from "@contract/api/tour-prices";
import { plainText } from "@contract/api/text";
import { ApiError, handler, nowIso, parse } from "../shared/http.js";
import { currentAgency, type Ctx } from "../context.js";
import { randomId } from "../shared/ids.js";
import { translate } from "../shared/translate.js";
import { optionGroupSizeRecord } from "./record.js";

export function groupSizeRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;

  r.patch(
    "/tour/option-group-size/:id",
    handler(async (req) => {
      const { agency } = await currentAgency(ctx, req);
      const row = await db
        .selectFrom("option_group_sizes")
        .innerJoin("tours", "tours._id", "option_group_sizes.tour_id")
        .select(["option_group_sizes._id", "option_group_sizes.tour_id"])
        .where("option_group_sizes._id", "=", String(req.params.id))
        .where("tours.agency_id", "=", agency._id)
        .where("tours.is_deleted", "=", 0)
        .executeTakeFirst();
      if (!row) throw new ApiError(404, "option_group_size_not_found");
      const body = parse(GroupsBodySchema, req.body);
      const nameEn = async (name: string, en: string | null | undefined) =>
        body.auto_translate_en ? translate(name, "vi", "en") : plainText(en ?? "");
      // add, edit, copy and delete all send the whole list (marketplace-api.md); a group keeps its _id
      const groups = await Promise.all(
        body.groups.map(async (g) => {
          const name = plainText(g.name ?? "");
          return {
            _id: g._id || randomId(),
            name,
            translations: { en: { name: await nameEn(name, g.translations?.en?.name) } },
            min: g.min!,
            max: g.max!,
            options: await Promise.all(
              (g.options ?? []).map(async (o) => {
                const optionName = plainText(o.name ?? "");
                return {
                  name: optionName,
                  translations: { en: { name: await nameEn(optionName, o.translations?.en?.name) } },
                  price: o.price!,
                  commission_type: o.commission_type!,
                  commission_value: o.commission_value!,
                  min: o.min ?? null,
                  max: o.max ?? null,
                };
              }),
            ),
          };
        }),
      );
      await db
        .updateTable("option_group_sizes")
        .set({ groups: JSON.stringify(groups), updated_at: nowIso() })
        .where("_id", "=", row._id)
        .execute();
      return optionGroupSizeRecord(db, row.tour_id);
    }),
  );

  return r;
}
