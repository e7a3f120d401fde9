// The operator's first supplier (`npm run marketplace -- create-supplier`): a user with role
// agency and its supplier record, written to the database directly. A production database has no
// other way to get its first login: the demo accounts exist only with MARKETPLACE_DEMO=on.
import { allServices, capabilityFlag, type CapabilityColumns } from "@contract/services";
import { openDatabase } from "../db/database.js";
import { seedReference } from "../db/seed.js";
import { hashPassword } from "../auth/passwords.js";
import { randomId } from "../shared/ids.js";
import { nowIso } from "../shared/http.js";
import { slugify } from "./record.js";
import { addOwner } from "../team/store.js";

export async function createSupplier(
  dataDir: string,
  input: { email: string; name: string; password: string; services: string[]; verified: boolean },
) {
  const { db, isNew } = await openDatabase(dataDir);
  try {
    if (isNew) await seedReference(db); // the server has not run here yet
    const email = input.email.trim().toLowerCase();
    const taken = await db.selectFrom("users").select("_id").where("email", "=", email).executeTakeFirst();
    if (taken) throw new Error(`${email} already has an account`);
    const passwordHash = await hashPassword(input.password);
    // one is_<id> column per registered service: 1 for those asked for (tours-cruises §3 "Supplier")
    const flags = Object.fromEntries(
      allServices().map((s) => [capabilityFlag(s), input.services.includes(s.id) ? 1 : 0]),
    ) as CapabilityColumns;
    await db.transaction().execute(async (trx) => {
      const userId = randomId();
      await trx
        .insertInto("users")
        .values({
          _id: userId,
          email,
          password_hash: passwordHash,
          role: "agency",
          status: "active",
          firstname: "",
          lastname: "",
        })
        .execute();
      const agencyId = randomId();
      await trx
        .insertInto("agencies")
        .values({
          _id: agencyId,
          user_id: userId,
          name: input.name,
          email,
          currency: null,
          slug: slugify(input.name) || null,
          is_verify: input.verified ? 1 : 0,
          is_request_verify: 0,
          ...flags,
          created_at: nowIso(),
          updated_at: nowIso(),
        })
        .execute();
      await addOwner(trx, { agencyId, userId, email });
    });
  } finally {
    await db.destroy();
  }
}
