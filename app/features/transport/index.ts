// The transport feature's public entry for other features: what a transport booking's page shows of its service.
export { routeLabel, transportServiceName, type RouteOf } from "./route-label";
