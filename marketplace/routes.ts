// Every router of the marketplace, one per resource, in the order they are mounted (all at the root
// of /api/v1). openapi.ts documents each path they answer; openapi.test.ts checks the two agree.
import type { Router } from "express";
import type { Ctx } from "./context.js";
import { authRoutes } from "./auth/routes.js";
import { passwordRoutes } from "./auth/password-routes.js";
import { userRoutes } from "./auth/user-routes.js";
import { agencyRoutes } from "./agency/routes.js";
import { uploadRoutes } from "./files/routes.js";
import { referenceRoutes } from "./reference/routes.js";
import { tourRoutes } from "./tours/tour-routes.js";
import { ageRoutes } from "./tours/age-routes.js";
import { groupSizeRoutes } from "./tours/group-size-routes.js";
import { departureRoutes } from "./tours/departure-routes.js";
import { pricePackageRoutes } from "./tours/price-package-routes.js";
import { cabinRoutes } from "./cruises/cabin-routes.js";
import { cabinCalendarRoutes } from "./cabin-calendar/routes.js";
import { orderRoutes } from "./bookings/order-routes.js";
import { orderPathsOf } from "./bookings/order-parts.js";
import { TOUR_ORDERS } from "./bookings/tour-orders.js";
import { paymentRoutes } from "./bookings/payment-routes.js";
import { devRoutes } from "./dev/routes.js";
import { transportListingRoutes } from "./transport/listing-routes.js";
import { TRANSPORT_ORDERS } from "./transport/orders.js";
import { bikeRoutes } from "./bikes/bike-routes.js";
import { bikeOptionRoutes } from "./bikes/option-routes.js";
import { optionCalendarRoutes } from "./bikes/calendar-routes.js";
import { hotelRoutes } from "./hotels/hotel-routes.js";
import { roomRoutes } from "./hotels/room-routes.js";
import { roomCalendarRoutes } from "./hotels/calendar-routes.js";
import { HOTEL_ORDERS } from "./hotels/orders.js";
import { transferCodeRoutes } from "./bookings/transfer-code.js";
import { BIKE_ORDERS } from "./bikes/orders.js";
import { dashboardRoutes } from "./dashboard/routes.js";
import { roomBulkRoutes } from "./hotels/bulk-routes.js";
import { hotelDeskRoutes } from "./hotels/desk-routes.js";
import { bikeDeskRoutes } from "./bikes/desk-routes.js";
import { bikeUnitRoutes } from "./bikes/unit-routes.js";
import { activityRoutes } from "./activity/routes.js";

/** The routers behind the X-App-Id check; the dev calls only with MARKETPLACE_DEV_CALLS=on. */
export function apiRoutes(ctx: Ctx): Router[] {
  const orders = orderPathsOf([TOUR_ORDERS, TRANSPORT_ORDERS, HOTEL_ORDERS, BIKE_ORDERS]);
  return [
    authRoutes(ctx),
    passwordRoutes(ctx),
    userRoutes(ctx),
    agencyRoutes(ctx),
    uploadRoutes(ctx),
    referenceRoutes(ctx),
    tourRoutes(ctx),
    ageRoutes(ctx),
    groupSizeRoutes(ctx),
    departureRoutes(ctx),
    pricePackageRoutes(ctx),
    cabinRoutes(ctx),
    cabinCalendarRoutes(ctx),
    paymentRoutes(ctx),
    transportListingRoutes(ctx),
    hotelRoutes(ctx),
    roomRoutes(ctx),
    roomCalendarRoutes(ctx),
    roomBulkRoutes(ctx),
    // the front desk (contract/front-desk.ts): today's pages and the desk's steps on a booking
    hotelDeskRoutes(ctx),
    bikeDeskRoutes(ctx),
    // one order path per service, built from its descriptor and parts (bookings/order-parts.ts); a
    // transfer code ({payment_id}) is answered before the order path's PATCH of a service whose descriptor takes one
    ...orders.filter((parts) => parts.descriptor.transferCode).map((parts) => transferCodeRoutes(ctx, parts)),
    ...orders.map((parts) => orderRoutes(ctx, parts)),
    bikeRoutes(ctx),
    bikeOptionRoutes(ctx),
    optionCalendarRoutes(ctx),
    bikeUnitRoutes(ctx),
    // after every order path and calendar: it reads the services and calendar kinds they register
    dashboardRoutes(ctx),
    // the supplier's activity record (spec team.md §Calls GET activity)
    activityRoutes(ctx),
    ...(ctx.options.devCalls ? [devRoutes(ctx)] : []),
  ];
}
