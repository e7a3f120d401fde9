// tours-cruises §3 "Supplier" (a capability flag is_<id> per service): a supplier writes only to the
// services it has. One check before every router, from the call's path (contract servicesOfApiWrite),
// so a new service's routes are guarded without being listed here. Reads stay as they are: a
// supplier without a service has no records of it, and its lists answer empty.
import type { RequestHandler } from "express";
import { capabilityFlagsOf, hasOneOf, servicesOfApiWrite } from "@contract/services";
import { currentAgency, type Ctx } from "./context.js";
import { ApiError } from "./shared/http.js";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function serviceGuard(ctx: Ctx): RequestHandler {
  return (req, _res, next) => {
    if (!WRITES.has(req.method)) return next();
    const services = servicesOfApiWrite(req.method, req.path, req.body);
    if (!services) return next();
    currentAgency(ctx, req).then(({ agency }) => {
      if (hasOneOf(capabilityFlagsOf(agency), services)) return next();
      next(new ApiError(403, "service_not_enabled", { service: services[0]!.id }));
    }, next);
  };
}
