// The dashboard feature's public entry: the page of / (its loader is page.server.ts).
export { DashboardPage } from "./dashboard-page";
