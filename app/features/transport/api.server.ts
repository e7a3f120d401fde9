// The transport calls of marketplace-api.md "Hotels, bikes, transport": the supplier's vehicles.
import type { AuthedApi } from "~/lib/marketplace.server";
import type { VehicleBody } from "@contract/api/transport";
import type { Vehicle } from "./vehicle-form";

type List<T> = { docs: T[]; total: number };
const one = (id: string) => `transport/option/${encodeURIComponent(id)}`;

export const listVehicles = (api: AuthedApi, page: number, perPage: number, lang: string) =>
  api.get<List<Vehicle>>("transport/option", { page, perPage, lang });
export const getVehicle = (api: AuthedApi, id: string) => api.get<Vehicle>(one(id));
export const createVehicle = (api: AuthedApi, body: VehicleBody) => api.post<Vehicle>("transport/option", body);
export const updateVehicle = (api: AuthedApi, id: string, body: VehicleBody) => api.patch<Vehicle>(one(id), body);
export const deleteVehicle = (api: AuthedApi, id: string) => api.delete<{ _id: string }>(one(id));
