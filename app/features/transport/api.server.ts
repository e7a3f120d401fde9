// The transport calls of marketplace-api.md "Hotels, bikes, transport": the supplier's vehicles.
import type { AuthedApi } from "~/lib/marketplace.server";
import type { TransportBody, VehicleBody } from "@contract/api/transport";
import type { Vehicle } from "./vehicle-form";
import type { TransportService } from "./service-form/schema";

type List<T> = { docs: T[]; total: number };
const one = (id: string) => `transport/option/${encodeURIComponent(id)}`;

export const listVehicles = (api: AuthedApi, page: number, perPage: number, lang: string) =>
  api.get<List<Vehicle>>("transport/option", { page, perPage, lang });
export const getVehicle = (api: AuthedApi, id: string) => api.get<Vehicle>(one(id));
export const createVehicle = (api: AuthedApi, body: VehicleBody) => api.post<Vehicle>("transport/option", body);
export const updateVehicle = (api: AuthedApi, id: string, body: VehicleBody) => api.patch<Vehicle>(one(id), body);
export const deleteVehicle = (api: AuthedApi, id: string) => api.delete<{ _id: string }>(one(id));

// ------------------------------------------------------------------ services (transport/transport)

const service = (id: string) => `transport/transport/${encodeURIComponent(id)}`;
export const listServices = (
  api: AuthedApi,
  q: { page: number; perPage: number; lang: string; area?: string; type?: string },
) =>
  api.get<List<TransportService>>("transport/transport", {
    page: q.page,
    perPage: q.perPage,
    lang: q.lang,
    area: q.area || undefined,
    type: q.type || undefined,
    is_deleted: "false",
    sort: { created_at: -1 },
  });
export const getService = (api: AuthedApi, id: string, lang: string) =>
  api.get<TransportService>(service(id), { lang });
export const createService = (api: AuthedApi, body: TransportBody, lang: string) =>
  api.post<TransportService>("transport/transport", body, { lang });
export const updateService = (api: AuthedApi, id: string, body: TransportBody) =>
  api.patch<TransportService>(service(id), body);
export const deleteService = (api: AuthedApi, id: string) => api.delete<{ _id: string }>(service(id));
