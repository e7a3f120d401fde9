// `npm run marketplace -- <command>`: play the customer and the marketplace operator against a
// running server whose dev calls are on (MARKETPLACE_DEV_CALLS=on, as `npm run demo` sets).
// It speaks HTTP to the dev calls of marketplace-api.md, like any other client.
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "./db/seed.js";

type Agency = { _id: string; name: string; email: string; is_verify: boolean; is_request_verify: boolean };
type Listing = { _id: string; name: string; type: string; status: string; agency: string };
type Command = { usage: string; about: string; run: (args: string[]) => Promise<void> };

const base = (process.env.MARKETPLACE_CLI_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}/api/v1`).replace(/\/+$/, "");
const appId = process.env.MARKETPLACE_APP_ID || "supplier-backoffice";

async function call(method: string, path: string, body?: unknown) {
  let res: Response;
  try {
    res = await fetch(`${base}/${path}`, {
      method,
      headers: { "X-App-Id": appId, ...(body ? { "Content-Type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error(`cannot reach ${base}: is the server running (npm run demo)?`);
  }
  const reply = (await res.json()) as { code: number; message: string; data: any };
  if (reply.code === 404 && reply.message === "not_found" && path.startsWith("dev/")) {
    throw new Error("the dev calls are off: start the server with MARKETPLACE_DEV_CALLS=on (npm run demo does)");
  }
  if (reply.code !== 200) throw new Error(`${method} ${path} → ${reply.code} ${reply.message}`);
  return reply.data;
}

const commands: Record<string, Command> = {
  accounts: {
    usage: "accounts",
    about: "list the demo logins",
    async run() {
      for (const a of DEMO_ACCOUNTS) console.log(`${a.email.padEnd(22)} ${DEMO_PASSWORD}  ${a.what}`);
    },
  },
  mailbox: {
    usage: "mailbox <email>",
    about: "show the e-mails the marketplace would have sent (reset codes), newest first",
    async run([email]) {
      if (!email) throw new Error("usage: mailbox <email>");
      const { docs } = await call("GET", `dev/mailbox?email=${encodeURIComponent(email)}`);
      if (!docs.length) return console.log(`no mail for ${email}`);
      for (const m of docs) console.log(`${m.created_at}  ${m.subject}${m.code ? `  code: ${m.code}` : ""}\n    ${m.text}`);
    },
  },
  agencies: {
    usage: "agencies",
    about: "list the suppliers with their verification state",
    async run() {
      const { docs } = await call("GET", "dev/agencies");
      for (const a of docs as Agency[]) {
        const state = a.is_verify ? "verified" : a.is_request_verify ? "awaiting verification" : "unverified";
        console.log(`${a._id}  ${a.email.padEnd(24)} ${state.padEnd(22)} ${a.name}`);
      }
    },
  },
  verify: {
    usage: "verify <email-or-id> [--reject]",
    about: "approve (or reject) a supplier's verification request; the supplier gets an e-mail",
    async run(args) {
      const reject = args.includes("--reject");
      const who = args.find((a) => !a.startsWith("--"));
      if (!who) throw new Error("usage: verify <email-or-id> [--reject]");
      const { docs } = await call("GET", "dev/agencies");
      const agency = (docs as Agency[]).find((a) => a._id === who || a.email.toLowerCase() === who.toLowerCase());
      if (!agency) throw new Error(`no supplier ${who} (npm run marketplace -- agencies lists them)`);
      if (!agency.is_request_verify) throw new Error(`${agency.name} has no pending verification request${agency.is_verify ? " (already verified)" : ""}`);
      await call("POST", `dev/agency/${agency._id}/verify`, { approve: !reject });
      console.log(`${agency.name} (${agency.email}): ${reject ? "request rejected" : "verified"}; mail sent to ${agency.email}`);
    },
  },
  tours: {
    usage: "tours",
    about: "list the tours with their moderation state (pending, approved, rejected)",
    async run() {
      const { docs } = await call("GET", "dev/tours");
      if (!docs.length) return console.log("no tours");
      for (const t of docs as Listing[]) console.log(`${t._id}  ${t.status.padEnd(9)} ${t.type.padEnd(14)} ${t.agency.padEnd(24)} ${t.name}`);
    },
  },
  moderate: {
    usage: "moderate tour <id> [--reject]",
    about: "approve (or reject) a listing awaiting moderation; only tours so far",
    async run(args) {
      const reject = args.includes("--reject");
      const [kind, id] = args.filter((a) => !a.startsWith("--"));
      if (kind !== "tour" || !id) throw new Error("usage: moderate tour <id> [--reject] (npm run marketplace -- tours lists them)");
      const { status } = await call("POST", `dev/listing/tour/${encodeURIComponent(id)}/moderate`, { approve: !reject });
      console.log(`tour ${id}: ${status}`);
    },
  },
};

async function main() {
  const [name, ...args] = process.argv.slice(2);
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.log("usage: npm run marketplace -- <command>\n");
    for (const c of Object.values(commands)) console.log(`  ${c.usage.padEnd(34)} ${c.about}`);
    console.log(`\nserver: ${base} (set MARKETPLACE_CLI_URL or PORT to change)`);
    process.exit(name && name !== "help" ? 1 : 0);
  }
  await command.run(args);
}

main().catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
