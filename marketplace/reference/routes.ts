// marketplace-api.md "Uploads, help, reference lists": destinations, taxonomies, help articles.
import { Router, type Request } from "express";
import { ListQuery } from "@contract/api/list";
import { CityQuery, CountryQuery, TaxonomyQuery } from "@contract/api/reference";
import { ApiError, handler, parse } from "../shared/http.js";
import { paginate } from "../shared/paging.js";
import { currentUser, type Ctx } from "../context.js";

const nameIn = (lang: "vi" | "en", row: { name_vi: string; name_en: string }) =>
  lang === "en" ? row.name_en : row.name_vi;

export function referenceRoutes(ctx: Ctx) {
  const r = Router();
  const { db } = ctx;
  const auth = (req: Request) => currentUser(ctx, req);

  r.get(
    "/destination/area",
    handler(async (req) => {
      await auth(req);
      const q = ListQuery.parse(req.query);
      const rows = await db.selectFrom("areas").selectAll().orderBy("slug").execute();
      return paginate(
        rows.map((a) => ({ _id: a._id, slug: a.slug, name: nameIn(q.lang, a) })),
        q,
      );
    }),
  );

  r.get(
    "/destination/country",
    handler(async (req) => {
      await auth(req);
      const q = ListQuery.parse(req.query);
      const { area } = parse(CountryQuery, req.query);
      let query = db
        .selectFrom("countries")
        .innerJoin("areas", "areas._id", "countries.area_id")
        .select([
          "countries._id",
          "countries.code",
          "countries.name_vi",
          "countries.name_en",
          "areas._id as area_id",
          "areas.slug as area_slug",
        ]);
      // the area may be given by id or by its slug (chau-a, chau-au, chau-my)
      if (area) query = query.where((eb) => eb.or([eb("areas._id", "=", area), eb("areas.slug", "=", area)]));
      const rows = await query.execute();
      const docs = rows
        .map((c) => ({
          _id: c._id,
          code: c.code,
          name: nameIn(q.lang, c),
          area: { _id: c.area_id, slug: c.area_slug },
        }))
        .sort((a, b) => (a.code === "VN" ? -1 : b.code === "VN" ? 1 : a.name.localeCompare(b.name, q.lang)));
      return paginate(docs, q);
    }),
  );

  r.get(
    "/destination/city",
    handler(async (req) => {
      await auth(req);
      const q = ListQuery.parse(req.query);
      const { country } = parse(CityQuery, req.query);
      let query = db.selectFrom("cities").selectAll();
      if (country) query = query.where("country_id", "=", country);
      const rows = await query.execute();
      const docs = rows
        .map((c) => ({ _id: c._id, name: nameIn(q.lang, c), country: c.country_id }))
        .sort((a, b) => a.name.localeCompare(b.name, q.lang));
      return paginate(docs, q);
    }),
  );

  const taxonomy = (kind: string, fixedType?: string) =>
    handler(async (req) => {
      await auth(req);
      const q = ListQuery.parse(req.query);
      const f = parse(TaxonomyQuery, req.query);
      let query = db.selectFrom("taxonomies").selectAll().where("kind", "=", kind);
      const type = fixedType ?? f.type;
      if (type) query = query.where("type", "=", type);
      if (f.is_active) query = query.where("is_active", "=", f.is_active === "true" ? 1 : 0);
      const rows = await query.orderBy("sort_order").orderBy("slug").execute();
      return paginate(
        rows.map((t) => ({
          _id: t._id,
          slug: t.slug,
          name: nameIn(q.lang, t),
          order: t.sort_order,
          is_active: Boolean(t.is_active),
          ...(t.type ? { type: t.type } : {}),
          ...(t.numofperson !== null ? { numofperson: t.numofperson } : {}),
        })),
        q,
      );
    });

  r.get("/tour/category", taxonomy("category"));
  r.get("/tour/interest", taxonomy("interest"));
  r.get("/tour/cruise-facility", taxonomy("facility", "cruise"));
  r.get("/facility", taxonomy("facility"));
  r.get("/bedtype", taxonomy("bedtype"));
  r.get("/hotel/type", taxonomy("hotel_type"));

  r.get(
    "/post/post/:id",
    handler(async (req) => {
      await auth(req);
      const q = ListQuery.parse(req.query);
      const post = await db.selectFrom("posts").selectAll().where("_id", "=", String(req.params.id)).executeTakeFirst();
      if (!post) throw new ApiError(404, "post_not_found");
      return {
        _id: post._id,
        title: q.lang === "en" ? post.title_en : post.title_vi,
        content: q.lang === "en" ? post.content_en : post.content_vi,
      };
    }),
  );

  return r;
}
