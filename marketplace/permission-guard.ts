// spec team.md §Roles: "the marketplace decides". One check before every router: what the call needs
// (contract permissionOfApiCall, a rule over its path and, where the service is the query's, its
// query) against the token's member (its role and services): 403 `not_allowed` otherwise. A call no
// rule knows is answered 404 (permissions.test.ts keeps every documented call under a rule).
import type { RequestHandler } from "express";
import { allows, permissionOfApiCall } from "@contract/permissions";
import { currentAgency, type Ctx } from "./context.js";
import { ApiError } from "./shared/http.js";

export function permissionGuard(ctx: Ctx): RequestHandler {
  return (req, _res, next) => {
    const needed = permissionOfApiCall(req.method, req.path, req.query as Record<string, unknown>);
    if (!needed) return next(new ApiError(404, "not_found"));
    if (needed.permission === "public" || needed.permission === "account") return next();
    currentAgency(ctx, req).then(({ member }) => {
      if (allows(member, needed.permission, needed.service)) return next();
      next(new ApiError(403, "not_allowed", { permission: needed.permission, service: needed.service }));
    }, next);
  };
}
