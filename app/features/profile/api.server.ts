// The profile calls of marketplace-api.md "Auth and account".
import type { AuthedApi } from "~/lib/marketplace.server";
import type { SessionUser } from "~/lib/session.server";

export type AgencyRecord = {
  _id: string;
  name: string;
  email: string;
  logo: string | null;
  owner_name: string | null;
  type: boolean | null;
  phone: string | null;
  dial_code: string | null;
  address: string | null;
  area: { _id: string; name: string } | null;
  country: { _id: string; name: string } | null;
  city: { _id: string; name: string } | null;
  website: string | null;
  summary: string | null;
  enterprise_type: string[];
  company_scale: string | null;
  language: string | null;
  contact_methods: { name: string; value: string }[];
  images: string[];
  bussiness_code: string | null;
  bussiness_tax_code: string | null;
  bussiness_issue_date: string | null;
  bussiness_issue_by: string | null;
  bussiness_cer_front: string | null;
  bussiness_cer_backside: string | null;
  bussiness_cer_file: string | null;
  company_verification_tour_docs: string | null;
  identity_card_code: string | null;
  identity_card_issue_date: string | null;
  identity_card_issue_by: string | null;
  identity_card_front: string | null;
  identity_card_backside: string | null;
  bank_name: string | null;
  bank_branch_name: string | null;
  bank_iban_code: string | null;
  bank_swift_code: string | null;
  account_number: string | null;
  account_full_name: string | null;
  account_full_name_upper: string | null;
  currency: string | null;
  is_verify: boolean;
  is_request_verify: boolean;
  updated_at?: string;
};

export const getAgency = (api: AuthedApi, id: string, lang: string) =>
  api.get<AgencyRecord>(`agency/agency/${encodeURIComponent(id)}`, { lang });
export const updateAgency = (api: AuthedApi, id: string, payload: object) =>
  api.patch<AgencyRecord>(`agency/update/${encodeURIComponent(id)}`, payload);
export const requestVerify = (api: AuthedApi, id: string) => api.post<AgencyRecord>("agency/request-verify", { id });
export const updateUser = (api: AuthedApi, userId: string, payload: object) =>
  api.patch<SessionUser>(`user/update/${encodeURIComponent(userId)}`, payload);
export const changePassword = (api: AuthedApi, body: { email: string; password: string; newpassword: string }) =>
  api.post("auth/change-password", { ...body, role: "agency" });
