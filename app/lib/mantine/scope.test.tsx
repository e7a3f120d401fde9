// The browser's Mantine context must draw the page's elements where the server's MantineProvider
// drew them: React's ids (labels, Conform's forms) depend on it, and hydration keeps the server's.
import { useId } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BrowserMantine, ServerMantine } from "./scope";

function Ids() {
  const a = useId();
  const b = useId();
  return <p data-a={a} data-b={b} />;
}
const page = (
  <>
    <Ids />
    <div>
      <Ids />
      <Ids />
    </div>
  </>
);

describe("the browser's Mantine context", () => {
  it("gives the page the same ids as the server's MantineProvider", () => {
    const server = renderToString(<ServerMantine withStyles={false}>{page}</ServerMantine>);
    const browser = renderToString(<BrowserMantine withStyles={false}>{page}</BrowserMantine>);
    const ids = (html: string) => html.match(/data-[ab]="[^"]*"/g);
    expect(ids(browser)).toEqual(ids(server));
    expect(ids(server)).toHaveLength(6);
  });
});
