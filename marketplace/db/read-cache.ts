// Reads kept in memory per process while the database has not changed: a list's count
// over 10,000 orders, the statistic's sums, a token's user and supplier. An answer is kept with
// the write version it was read at (database.ts writeVersion: any write of this process, any commit
// of another connection) and given again only while the version is the same — never stale. The
// version is taken BEFORE the read, so a write landing meanwhile makes the next call read again.
// Answers are shared between requests: callers must not change them (they come frozen).

import type { CompiledQuery, QueryResult } from "kysely";

export type ReadCache = ReturnType<typeof readCache>;

/**
 * `uncommitted`: whether the caller is inside a write not yet committed (database.ts holdWrite): what
 * it reads is its own, and is neither kept for others nor answered from what others read.
 */
export function readCache(version: () => string, max = 2000, uncommitted: () => boolean = () => false) {
  const kept = new Map<string, { version: string; value: Promise<unknown> }>();
  const cache = {
    /** The rows of a Kysely select, kept by its SQL and parameters. */
    rows<R>(
      db: { executeQuery<O>(q: CompiledQuery<O>): Promise<QueryResult<O>> },
      query: { compile(): CompiledQuery<R> },
    ): Promise<readonly R[]> {
      const compiled = query.compile();
      const key = `${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
      return cache.memo(key, async () => (await db.executeQuery(compiled)).rows);
    },
    memo<T>(key: string, read: () => Promise<T>): Promise<T> {
      if (uncommitted()) return read().then(deepFreeze);
      const now = version();
      const hit = kept.get(key);
      if (hit && hit.version === now) return hit.value as Promise<T>;
      const value = read().then(deepFreeze);
      kept.delete(key); // re-inserted as the most recently used
      kept.set(key, { version: now, value });
      if (kept.size > max) kept.delete(kept.keys().next().value!);
      // a failed read is not kept
      value.catch(() => kept.get(key)?.value === value && kept.delete(key));
      return value;
    },
  };
  return cache;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
