// The database as Kysely sees it: each area keeps its table types beside its code (<area>/tables.ts)
// and is composed here. A new area adds its tables file and one name to this list.
import type { AgencyTables } from "../agency/tables.js";
import type { AuthTables } from "../auth/tables.js";
import type { BookingTables } from "../bookings/tables.js";
import type { CruiseTables } from "../cruises/tables.js";
import type { FileTables } from "../files/tables.js";
import type { ReferenceTables } from "../reference/tables.js";
import type { TourTables } from "../tours/tables.js";
import type { CabinCalendarTables } from "../cabin-calendar/tables.js";
import type { TransportTables } from "../transport/tables.js";
import type { HotelTables } from "../hotels/tables.js";
import type { BikeTables } from "../bikes/tables.js";
import type { ActivityTables } from "../activity/tables.js";

export interface Database
  extends
    AuthTables,
    AgencyTables,
    FileTables,
    ReferenceTables,
    TourTables,
    BookingTables,
    CruiseTables,
    CabinCalendarTables,
    TransportTables,
    HotelTables,
    BikeTables,
    ActivityTables {}
