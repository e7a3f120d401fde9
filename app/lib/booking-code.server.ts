// The booking codes people read (hotels-bikes-transport §9 "{product}-CAR plus uid"): the one
// PRODUCT_CODE setting, put before the marketplace's uid wherever a booking is shown, and taken off
// a searched code before the marketplace is asked.
import { bookingCode, exampleBookingCode, uidOfCode, type ServiceDescriptor } from "@contract/services";
import { env } from "./env.server";

/** The code a booking is shown, printed (QR, CSV) and downloaded as. */
export const shownCode = (uid: string) => bookingCode(env().PRODUCT_CODE, uid);

/** The search box's example: a code of this service, product part included. */
export const exampleCode = (s: Pick<ServiceDescriptor, "uidPrefix">) => exampleBookingCode(env().PRODUCT_CODE, s);

/** A searched code (with or without the product part) as the marketplace's uid. */
export const searchedUidOf = (code: string) => uidOfCode(env().PRODUCT_CODE, code);

/** A record the marketplace answered, its uid shown as the booking's code. */
export const withShownCode = <T extends { uid: string }>(record: T): T => ({ ...record, uid: shownCode(record.uid) });
