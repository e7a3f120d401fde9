// The embedded marketplace's data folder (MARKETPLACE_DATA_DIR), checked before the database is
// opened: a folder this process cannot create or write (a container volume owned by root, a
// read-only mount) stops the start with one paragraph saying which folder, which user and how to
// fix it, instead of SQLite's bare "unable to open database file".
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const REASONS: Record<string, string> = {
  EACCES: "permission denied",
  EPERM: "permission denied",
  EROFS: "it is on a read-only file system",
  ENOTDIR: "a part of the path is a file, not a folder",
  ENOENT: "a part of the path does not exist and cannot be created",
  ENOSPC: "the disk is full",
};

/** Who this process runs as, e.g. "uid 1000 (node)". */
function whoAmI() {
  const uid = process.getuid?.();
  if (uid === undefined) return "this user";
  let name = "";
  try {
    name = os.userInfo().username;
  } catch {
    /* a uid with no name in /etc/passwd */
  }
  const gid = process.getgid?.();
  return `uid ${uid}${name ? ` (${name})` : ""}${gid === undefined ? "" : `, gid ${gid}`}`;
}

/**
 * In the container image (which sets IMAGE_DATA_DIR to its volume, /data), a MARKETPLACE_DATA_DIR
 * naming another folder came from the operator's environment or env file — most often a copy of
 * .env.example, whose ./data is for local development — and overrides the image's own setting.
 */
const overridesImage = (dir: string, imageDir: string | undefined): imageDir is string =>
  !!imageDir && path.resolve(imageDir) !== path.resolve(dir);

/** The message for a data folder that cannot be used, from the error that said so. */
export function dataDirMessage(dir: string, err: unknown, imageDir?: string) {
  const code = (err as NodeJS.ErrnoException | undefined)?.code ?? "";
  const reason = REASONS[code] ?? ((err as Error | undefined)?.message || "unknown error");
  const uid = process.getuid?.() ?? 1000;
  const cannot = `Cannot write the data folder ${dir} (MARKETPLACE_DATA_DIR): ${reason}${code ? ` (${code})` : ""}. `;
  if (overridesImage(dir, imageDir)) {
    return (
      cannot +
      `The image sets ${imageDir}; drop this variable. MARKETPLACE_DATA_DIR=${imageDir} is the image's own setting ` +
      `(its volume, where the database and uploads belong); this value came from the environment or an env file ` +
      `(.env.example is for local development: the container's is .env.container.example).`
    );
  }
  return (
    cannot +
    `The embedded marketplace keeps its SQLite database and uploads there, and this server runs as ${whoAmI()}. ` +
    `Fix: give that user the folder — for a host folder mounted into the container, \`sudo chown -R ${uid}:${uid} <host folder>\` ` +
    `(rootless podman: \`podman unshare chown -R ${uid}:${uid} <host folder>\`); a named volume (\`-v backoffice-data:/data\`) ` +
    `is created writable for it — or set MARKETPLACE_DATA_DIR to a folder it can write, ` +
    `or set MARKETPLACE_API_URL to use a remote marketplace (no data folder then).`
  );
}

/**
 * A data folder that works but is not the image's volume: what is written there is lost with the
 * container. null outside the image, or when it is the volume.
 */
export function dataDirWarning(dir: string, imageDir?: string): string | null {
  if (!overridesImage(dir, imageDir)) return null;
  return (
    `WARNING: the data folder is ${path.resolve(dir)} (MARKETPLACE_DATA_DIR), not the image's volume ${imageDir}: ` +
    `the database and uploads are lost with the container. The image sets ${imageDir}; drop this variable.`
  );
}

/** null when `dir` exists (or was created) and a file can be written in it; otherwise the message saying why not. */
export function checkDataDir(dir: string, imageDir?: string): string | null {
  const resolved = path.resolve(dir);
  const probe = path.join(resolved, `.write-check-${process.pid}`);
  try {
    mkdirSync(resolved, { recursive: true });
    writeFileSync(probe, "");
    rmSync(probe, { force: true });
    return null;
  } catch (err) {
    return dataDirMessage(resolved, err, imageDir);
  }
}
