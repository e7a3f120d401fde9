// The bike list's calls for the listing kit's list page (spec hotels-bikes-transport §7 "Bike").
import type { ListingCalls } from "~/features/listing";
import { deleteBike, listBikes } from "./api.server";

export const BIKE_CALLS: ListingCalls = { list: listBikes, remove: deleteBike };
