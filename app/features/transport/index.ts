// The transport feature's public entry for other features: what a transport booking's page shows of its service.
export { routeLabel } from "./route-label";
