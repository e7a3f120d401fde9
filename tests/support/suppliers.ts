// Another supplier for a test file's server, made once as the operator makes one (create-supplier):
// "another supplier's id answers not found" needs one that sells the same service (a supplier
// without it is refused the whole page).
import { createSupplier } from "../../marketplace/agency/create";
import type { RunningServer } from "./server";

const made = new Map<string, Promise<string>>();

/** The email of a verified supplier with these services on this server (created on first use; password Demo@12345). */
export function supplierWith(server: RunningServer, email: string, services: string[]): Promise<string> {
  const key = `${server.dataDir}|${email}`;
  let p = made.get(key);
  if (!p) {
    p = createSupplier(server.dataDir, {
      email,
      name: `Supplier ${email}`,
      password: "Demo@12345",
      services,
      verified: true,
    }).then(() => email);
    made.set(key, p);
  }
  return p;
}
