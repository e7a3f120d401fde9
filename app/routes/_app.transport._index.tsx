// /transport: the breadcrumbs' link to the area (spec hotels-bikes-transport §2) leads to its services.
import { seeOther } from "~/lib/toast.server";

export const loader = () => seeOther("/transport/services");
