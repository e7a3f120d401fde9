// The static pieces must draw exactly as Mantine's own (same markup, so the same stylesheet rules
// apply): each rendered beside its Mantine component, attributes compared in any order.
import { Button, Group, MantineProvider, Paper, Title } from "@mantine/core";
import { Link, UNSAFE_RemixContext as RemixContext } from "@remix-run/react";
import { MemoryRouter, RouterProvider, createMemoryRouter } from "react-router-dom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { theme } from "~/lib/theme";
import { StaticButton, StaticButtonLink, StaticGroup, StaticPaper, StaticTitle } from "./static-mantine";

function html(element: React.ReactElement) {
  // the least of Remix's context a <Link> reads (route discovery, prefetch)
  const remix = { manifest: { routes: {} }, routeModules: {}, future: {}, isSpaMode: false } as never;
  return renderToString(
    <MantineProvider theme={theme}>
      <RemixContext.Provider value={remix}>
        <MemoryRouter>{element}</MemoryRouter>
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
    const markup = renderToString(
      <RemixContext.Provider value={remix}>
        <RouterProvider
          router={createMemoryRouter([
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
          ])}
        />
      </RemixContext.Provider>,
    );
    expect(markup).toContain("mantine-Paper-root");
    expect(markup).toContain("mantine-Title-root");
  });
});
