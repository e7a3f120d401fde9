// The static pieces must draw exactly as Mantine's own (same markup, so the same stylesheet rules
// apply): each rendered beside its Mantine component, attributes compared in any order.
import { Button, Group, MantineProvider, Paper, Title } from "@mantine/core";
import { Link, UNSAFE_RemixContext as RemixContext } from "@remix-run/react";
// the server's routers (StaticRouter, StaticRouterProvider): the browser's (MemoryRouter, RouterProvider)
// subscribe to history in a useLayoutEffect, which React warns "does nothing on the server"
import { StaticRouter, StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router-dom/server";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "~/lib/i18n.server";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { theme } from "~/lib/theme";
import { StaticButton, StaticButtonLink, StaticGroup, StaticPaper, StaticTitle } from "./static-mantine";

function html(element: React.ReactElement) {
  // the least of Remix's context a <Link> reads (route discovery, prefetch)
  const remix = { manifest: { routes: {} }, routeModules: {}, future: {}, isSpaMode: false } as never;
  return renderToString(
    <MantineProvider theme={theme}>
      <RemixContext.Provider value={remix}>
        <StaticRouter location="/">{element}</StaticRouter>
      </RemixContext.Provider>
    </MantineProvider>,
  );
}
/** The markup with each tag's attributes sorted (React writes them in prop order). */
const normal = (markup: string) =>
  markup.replace(/<([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*(\/?)>/g, (_m, tag: string, attrs: string, close: string) => {
    const list = attrs.match(/[a-z-]+="[^"]*"/g) ?? [];
    return `<${tag}${list.length ? " " : ""}${list.sort().join(" ")}${close}>`;
  });

// a server render that warns (React's "Warning: …", react-i18next's on console.warn) is a fault of the render, not noise
let consoleSpies: MockInstance[] = [];
beforeEach(() => {
  consoleSpies = [vi.spyOn(console, "error"), vi.spyOn(console, "warn")];
});
afterEach(() => {
  for (const spy of consoleSpies) {
    expect(spy.mock.calls.map((c) => String(c[0]))).toEqual([]);
    spy.mockRestore();
  }
});

describe("static Mantine pieces", () => {
  it.each([
    [
      "filled button",
      <Button type="submit" data-testid="x">
        Go
      </Button>,
      <StaticButton type="submit" data-testid="x">
        Go
      </StaticButton>,
    ],
    [
      "default button",
      <Button type="button" variant="default">
        Go
      </Button>,
      <StaticButton type="button" variant="default">
        Go
      </StaticButton>,
    ],
    [
      "light red button",
      <Button variant="light" color="red">
        Go
      </Button>,
      <StaticButton variant="light" color="red">
        Go
      </StaticButton>,
    ],
    [
      "default button link",
      <Button component={Link} to="/tour" variant="default" data-testid="r">
        Refresh
      </Button>,
      <StaticButtonLink to="/tour" variant="default" data-testid="r">
        Refresh
      </StaticButtonLink>,
    ],
    [
      "light button link that reloads the document",
      <Button component={Link} to="/a.csv" reloadDocument variant="light" data-testid="e">
        CSV
      </Button>,
      <StaticButtonLink to="/a.csv" reloadDocument variant="light" data-testid="e">
        CSV
      </StaticButtonLink>,
    ],
    [
      "group",
      <Group gap="xs" className="filter-buttons">
        x
      </Group>,
      <StaticGroup className="filter-buttons">x</StaticGroup>,
    ],
    [
      "paper",
      <Paper withBorder p="md" radius="md" mb="md">
        x
      </Paper>,
      <StaticPaper>x</StaticPaper>,
    ],
    [
      "title",
      <Title order={1} size="h2">
        T
      </Title>,
      <StaticTitle>T</StaticTitle>,
    ],
  ])("%s: the same markup as Mantine's", (_name, mantine, plain) => {
    expect(normal(html(plain))).toBe(normal(html(mantine)));
  });
});

describe("the list pages' shared pieces", () => {
  // Mantine's components throw without a MantineProvider: these render without one, so none is used
  it("render without Mantine: the filter bar and the page header", async () => {
    const { FilterBar } = await import("./list/filter-bar");
    const { PageHeader } = await import("./page-header");
    const remix = { manifest: { routes: {} }, routeModules: {}, future: {}, isSpaMode: false } as never;
    const routes = [
      {
        path: "/",
        element: (
          <>
            <PageHeader title="Đơn đặt" crumbs={[{ label: "Tour" }]} />
            <FilterBar action="/tour" addTo="/tour/action">
              <input name="name" />
            </FilterBar>
          </>
        ),
      },
    ];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/"));
    if (context instanceof Response) throw new Error("the page answered a redirect");
    const i18n = await i18nFor("vi");
    const markup = renderToString(
      <I18nextProvider i18n={i18n}>
        <RemixContext.Provider value={remix}>
          <StaticRouterProvider
            router={createStaticRouter(handler.dataRoutes, context)}
            context={context}
            hydrate={false}
          />
        </RemixContext.Provider>
      </I18nextProvider>,
    );
    expect(markup).toContain("mantine-Paper-root");
    expect(markup).toContain("mantine-Title-root");
  });
});
