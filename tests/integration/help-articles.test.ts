// The help drawers describe the screens as they are (tours-cruises §1): each rewritten article lists
// the labels it names (locale keys, beside the article in marketplace/db/help-screens.ts); every
// <strong> of the article is one of them, and the real server's page shows each of them, in both
// languages. The drawer of each page opens its article.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCREEN_HELP } from "../../marketplace/db/help-screens";
import { APP_SERVICES } from "../../app/services";
import { serverForThisFile } from "../support/server";
import { apiToken } from "../support/api";
import { loggedIn, marketplaceCall, visibleText } from "../support/browserless";

const server = serverForThisFile();
const LANGS = ["vi", "en"] as const;

type Tree = { [key: string]: string | Tree };
const locales: Record<string, Record<string, Tree>> = {};
for (const lng of LANGS)
  for (const f of readdirSync(path.resolve("locales", lng)).filter((n) => n.endsWith(".json")))
    (locales[lng] ??= {})[f.replace(/\.json$/, "")] = JSON.parse(readFileSync(path.resolve("locales", lng, f), "utf8"));
/** A label's text: "ns:a.b" read from locales/<lng>/ns.json. */
function label(lng: string, key: string): string {
  const [ns, rest] = key.split(":") as [string, string];
  let node: string | Tree | undefined = locales[lng]![ns];
  for (const part of rest.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`${lng}: no label ${key}`);
  return node;
}
const strongs = (html: string) => [...html.matchAll(/<strong>([\s\S]*?)<\/strong>/g)].map((m) => m[1]!);

const token = () => apiToken(server.marketplaceUrl, "supplier@demo.vn");
type Order = { _id: string; status: string; date_pickup: string };
const todayInVietnam = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

/** A page of the demo supplier, or of another demo login (`as`) where a label shows only to it. */
type PageOf = string | { path: string; as: string };
type Session = Awaited<ReturnType<typeof loggedIn>>;

/** The first of the tours' price pages of this kind (`age`, `price-table`, ...) that `pick` accepts. */
async function tourSetupPage(b: Session, kind: string, pick: (html: string) => boolean = () => true) {
  for (let page = 1; page <= 5; page++) {
    const list = await b.get(`/tour?page=${page}`);
    for (const [, path] of list.html.matchAll(new RegExp(`href="(/tour/[a-f0-9]+/${kind})"`, "g")))
      if (pick((await b.get(path!)).html)) return path!;
  }
  throw new Error(`no tour priced on ${kind}`);
}

/** The pages (and their dialog states) where an article's labels show. */
async function pagesOf(id: string, b: Session): Promise<PageOf[]> {
  switch (id) {
    case "help-dashboard":
      return ["/"];
    case "help-profile":
      return ["/profile"];
    case "help-profile-user":
      return ["/profile/user"];
    case "help-profile-change-pass":
      return ["/profile/change-pass"];
    case "help-profile-agency":
      // the verification request is offered only to a supplier not verified yet
      return ["/profile/agency", { path: "/profile/agency", as: "newsupplier@demo.vn" }];
    case "help-infomation":
      return ["/infomation"];
    case "help-tour-list":
      return ["/tour"];
    case "help-tour-form": {
      const edit = /href="(\/tour\/action\/[a-f0-9]+)"/.exec((await b.get("/tour")).html)![1]!;
      return ["/tour/action", `${edit}?saved=1`];
    }
    case "help-tour-age": {
      const page = await tourSetupPage(b, "age", (html) => html.includes("modal=edit"));
      return [page, `${page}?modal=add`];
    }
    case "help-tour-optional-group-size": {
      const page = await tourSetupPage(b, "optional-group-size");
      return [page, `${page}?modal=add`];
    }
    case "help-tour-calendar-group-option": {
      const page = await tourSetupPage(b, "calendar-group-option");
      return [page, `${page}?modal=add`];
    }
    case "help-tour-price-table":
      return [await tourSetupPage(b, "price-table")];
    case "help-cruise-list":
      return ["/cruise"];
    case "help-cruise-form": {
      const edit = /href="(\/cruise\/action\/[a-f0-9]+)"/.exec((await b.get("/cruise")).html)![1]!;
      return ["/cruise/action", edit];
    }
    case "help-cruise-cabin-form": {
      const cabins = /href="(\/cruise\/[a-f0-9]+\/cabins)"/.exec((await b.get("/cruise")).html)![1]!;
      const edit = /href="(\/cruise\/[a-f0-9]+\/cabin\/action\/[a-f0-9]+)"/.exec((await b.get(cabins)).html)![1]!;
      return [cabins.replace(/cabins$/, "cabin/action"), edit];
    }
    case "help-bike-list":
      return ["/bike"];
    case "help-bike-form": {
      const edit = /href="(\/bike\/action\/[a-f0-9]+)"/.exec((await b.get("/bike")).html)![1]!;
      return ["/bike/action", edit];
    }
    case "help-bike-options": {
      const options = /href="(\/bike\/[a-f0-9]+\/options)"/.exec((await b.get("/bike")).html)![1]!;
      const option = /href="[^"]*[?&]option=([a-f0-9]+)/.exec((await b.get(options)).html)![1]!;
      // the chosen option's calendar and its schedule dialog (a URL state)
      return [options, `${options}?option=${option}`, `${options}?option=${option}&modal=schedule`];
    }
    case "help-transport-services":
      return ["/transport/services"];
    case "help-transport-service-form":
      return ["/transport/service/action"];
    case "help-transport-options":
      return ["/transport/options", "/transport/options?vehicle=new"];
    case "help-transport-bookings":
      return ["/transport/bookings"];
    case "help-transport-booking-detail": {
      const { body } = await marketplaceCall(
        server.marketplaceUrl,
        "GET",
        "transport/order?perPage=-1",
        undefined,
        await token(),
      );
      const docs = body.data.docs as Order[];
      const now = new Date().toISOString();
      const paid = docs.find((o) => o.status === "paid" && o.date_pickup > now)!;
      const today = docs.find((o) => o.status === "confirmed" && o.date_pickup.slice(0, 10) === todayInVietnam())!;
      const begun = docs.find((o) => o.status === "begin" && o.date_pickup < now)!;
      return [
        `/transport/booking/${paid._id}`,
        `/transport/booking/${paid._id}?do=cancelled`,
        `/transport/booking/${today._id}`,
        `/transport/booking/${begun._id}`,
      ];
    }
    case "help-tour-bookings":
      return ["/tour/bookings"];
    case "help-tour-booking-detail": {
      const { body } = await marketplaceCall(
        server.marketplaceUrl,
        "GET",
        "order?perPage=-1",
        undefined,
        await token(),
      );
      const docs = body.data.docs as (Order & { service: string; date_travel: string; date_end: string })[];
      const today = todayInVietnam();
      const tours = docs.filter((o) => o.service === "tour");
      const paid = tours.find((o) => o.status === "paid" && o.date_travel > today)!;
      const starting = tours.find((o) => o.status === "confirmed" && o.date_travel === today)!;
      // completing is offered from the booked tour's last day on
      const begun = tours.find((o) => o.status === "begin" && o.date_end <= today)!;
      const cruise = docs.find((o) => o.service === "cruise" && o.status === "begin")!;
      return [
        `/tour/booking/${paid._id}`,
        `/tour/booking/${paid._id}?do=cancelled`,
        `/tour/booking/${starting._id}`,
        `/tour/booking/${begun._id}`,
        `/tour/booking/${cruise._id}`,
      ];
    }
    case "help-cruise-cabins": {
      const list = await b.get("/cruise");
      const cabins = /href="(\/cruise\/[a-f0-9]+\/cabins)"/.exec(list.html)![1]!;
      return [cabins, `${cabins}?modal=schedule`];
    }
    case "help-hotel-list":
      return ["/hotel"];
    case "help-hotel-form":
      return ["/hotel/action"];
    case "help-hotel-rooms": {
      const rooms = /href="(\/hotel\/[a-f0-9]+\/rooms)"/.exec((await b.get("/hotel")).html)![1]!;
      return [rooms, `${rooms}?modal=schedule`];
    }
    case "help-hotel-room-form": {
      const rooms = /href="(\/hotel\/[a-f0-9]+\/rooms)"/.exec((await b.get("/hotel")).html)![1]!;
      return [rooms.replace(/rooms$/, "room/action")];
    }
    case "help-hotel-bookings":
      return ["/hotel/bookings"];
    case "help-hotel-booking-detail": {
      const { body } = await marketplaceCall(
        server.marketplaceUrl,
        "GET",
        "hotel/order?perPage=-1",
        undefined,
        await token(),
      );
      const docs = body.data.docs as (Order & { date_checkin: string; payment_id: string | null })[];
      const today = todayInVietnam();
      const waiting = docs.find((o) => o.status === "wait_paid" && o.date_checkin > today)!;
      // confirming is offered on a stay waiting for confirmation, until its check-in day
      const unconfirmed = docs.find((o) => o.status === "wait-confirm" && o.date_checkin >= today)!;
      // completing and refunding are offered from the check-in day on
      const staying = docs.find((o) => o.status === "confirmed" && o.date_checkin <= today && !o.payment_id)!;
      return [
        `/hotel/booking/${waiting._id}`,
        `/hotel/booking/${waiting._id}?do=cancelled`,
        `/hotel/booking/${staying._id}`,
        `/hotel/booking/${unconfirmed._id}`,
      ];
    }
    case "help-hotel-statistic":
      return ["/hotel/statistic"];
    case "help-tour-statistic":
      return ["/tour/statistic"];
    case "help-transport-statistic":
      return ["/transport/statistic"];
    case "help-bike-bookings":
      return ["/bike/bookings"];
    case "help-bike-booking-detail": {
      const { body } = await marketplaceCall(
        server.marketplaceUrl,
        "GET",
        "bike/order?perPage=-1",
        undefined,
        await token(),
      );
      const docs = body.data.docs as (Order & { date_pickup: string })[];
      const paid = docs.find((o) => o.status === "paid" && o.date_pickup > todayInVietnam())!;
      // a transfer code is recorded on a rental no money came in for
      const unpaid = docs.find((o) => o.status === "wait-paid")!;
      return [`/bike/booking/${paid._id}`, `/bike/booking/${paid._id}?do=cancelled`, `/bike/booking/${unpaid._id}`];
    }
    case "help-bike-statistic":
      return ["/bike/statistic"];
    case "help-tour-statistic-revenue":
    case "help-transport-statistic-revenue":
    case "help-bike-statistic-revenue":
    case "help-hotel-statistic-revenue": {
      const page = `/${id.replace(/^help-|-statistic-revenue$/g, "")}/statistic-revenue`;
      // the payment drawer: a payout of the payments tab
      const payment = /[?&;]payment=([a-f0-9]+)"/.exec((await b.get(`${page}?tab=payments`)).html)![1]!;
      return [page, `${page}?tab=payments&payment=${payment}`];
    }
    default:
      throw new Error(`no page for ${id}`);
  }
}

describe("help articles name only what their page has", () => {
  it("every rewritten article has its pages here", () => {
    expect(SCREEN_HELP.length).toBeGreaterThan(0);
  });
  it("every help id a built screen names, literally or through its service, is a rewritten article", () => {
    const ids = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          for (const [, id] of readFileSync(file, "utf8").matchAll(/help="(help-[a-z-]+)"/g)) ids.add(id!);
      }
    };
    walk(path.resolve("app"));
    expect(ids.size).toBeGreaterThan(10);
    // and the ids the service descriptors give the bookings, statistics and revenue pages of every
    // service whose pages are built (a "coming soon" service's pages show no help yet)
    const built = APP_SERVICES.filter((s) => s.bookings !== "soon");
    expect(built.map((s) => s.service.id)).toContain("transport");
    for (const s of built) for (const id of Object.values(s.service.help)) ids.add(id);
    const rewritten = SCREEN_HELP.map((a) => a._id);
    for (const id of ids) expect(rewritten, id).toContain(id);
  });
  for (const article of SCREEN_HELP) {
    it(`${article._id}: its <strong>s are its labels, each shown on its page, in vi and en`, async () => {
      for (const lng of LANGS) {
        const texts = article.labels.map((k) => label(lng, k));
        for (const s of strongs(article.content[lng])) expect(texts, `${lng} <strong>${s}</strong>`).toContain(s);
        const b = await loggedIn(server.url, "supplier@demo.vn", lng);
        const pages = (await pagesOf(article._id, b)).map((p) => (typeof p === "string" ? { path: p, as: "" } : p));
        const seen = await Promise.all(
          pages.map(async ({ path, as }) => {
            const page = await (as ? await loggedIn(server.url, as, lng) : b).get(path);
            expect(page.status).toBe(200);
            return visibleText(page.html);
          }),
        );
        for (const [i, key] of article.labels.entries())
          expect(
            seen.some((text) => text.includes(texts[i]!)),
            `${lng} ${article._id}: "${texts[i]}" (${key}) on ${pages.map((p) => p.path).join(", ")}`,
          ).toBe(true);
        // the page's help button opens this very article
        const first = pages[0]!.path;
        const drawer = await b.get(`${first}${first.includes("?") ? "&" : "?"}help=${article._id}`);
        expect(visibleText(drawer.html)).toContain(article.title[lng]);
        const firstStep = /<li>([\s\S]*?)<\/li>/.exec(article.content[lng])![1]!;
        expect(visibleText(drawer.html)).toContain(visibleText(firstStep).trim());
      }
    });
  }
});
