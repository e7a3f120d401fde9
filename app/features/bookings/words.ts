// A booking's words come from its service (contract/services.ts `wording`): what is started and
// completed and whom the guest meets are the tour's, the cruise's or the transfer's, never a tour's
// on another service (hotels-bikes-transport §2).
import type { TFunction } from "i18next";
import { serviceOf } from "@contract/services";
import type { BookingAction } from "./rules";

/** The day rules' refusals (tours-cruises §8), each said in the service's words. */
export const DATE_WARNING_KEYS = [
  "warningDateConfirm",
  "warningDateCancel",
  "warningDateStart",
  "warningDateComplete",
] as const;
export type DateWarningKey = (typeof DATE_WARNING_KEYS)[number];

type WordKey =
  | "agency_begin"
  | "agency_completed"
  | "confirmText"
  | "startText"
  | "completeText"
  /** a status a service's table sets by hand (hotels: paidText, completedText, refundedText) */
  | `${string}Text`
  | "operator"
  | "guide"
  | "driver"
  | DateWarningKey;

/** The locale key of one of the booking's service's own words (`bookings:words.<wording>.<key>`). */
export const serviceWordKey = (service: string, key: WordKey) => `bookings:words.${serviceOf(service).wording}.${key}`;

/** One of the booking's service's own words. */
export const serviceWord = (t: TFunction, service: string, key: WordKey) => t(serviceWordKey(service, key));

/** An action's button label: start and complete name the service's thing (the transfer, the cruise…). */
export const actionLabel = (t: TFunction, service: string, action: BookingAction) =>
  action === "agency_begin" || action === "agency_completed"
    ? serviceWord(t, service, action)
    : t(`bookings:action.${action}`);

/** A contact person's title by the order field (tour_operator, operator…): its role in the service's words. */
export function contactLabel(t: TFunction, service: string, kind: string) {
  const contacts = serviceOf(service).contacts;
  const role = contacts
    ? (Object.keys(contacts) as (keyof typeof contacts)[]).find((r) => contacts[r] === kind)
    : undefined;
  return serviceWord(t, service, role ?? "operator");
}
