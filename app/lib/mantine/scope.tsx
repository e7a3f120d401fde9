// Mantine's context for the whole page. The server renders MantineProvider itself. The browser
// provides the same two contexts without it: the provider's colour-scheme manager and CSS-variable
// code are not needed there (the variables come from /theme.css, the scheme is always light), and
// the theme is merged once, when the first module of ours importing Mantine loads (./index.ts).
import { MantineContext, MantineProvider, MantineThemeContext } from "@mantine/core";
// the page's <html> and <head> parts, taken from here so root.tsx needs no "@mantine/core" of its own
export { mantineHtmlProps } from "@mantine/core";
import { theme } from "../theme";
import { browserTheme } from "./browser-theme";

/** What MantineProvider puts in its context for our settings (light scheme, static classes, "mantine" prefix). */
const BROWSER_CONTEXT = {
  colorScheme: "light" as const,
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: "mantine",
  cssVariablesSelector: ":root",
  withStaticClasses: true,
};

/** `withStyles`: the page has no /theme.css link (an error drawn without the root's data), so the variables go inline. */
export function MantineScope(props: ScopeProps) {
  return import.meta.env.SSR ? <ServerMantine {...props} /> : <BrowserMantine {...props} />;
}
type ScopeProps = { withStyles: boolean; children: React.ReactNode };

export function ServerMantine({ withStyles, children }: ScopeProps) {
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      withCssVariables={withStyles}
      withGlobalClasses={withStyles}
    >
      {children}
    </MantineProvider>
  );
}

/**
 * The same contexts, and the same shape as MantineProvider's: its two style slots before the page.
 * React's useId numbers elements by their place among siblings, so one slot fewer would give every
 * id of the page (Conform's form ids among them) another value than the server's.
 */
export function BrowserMantine({ withStyles, children }: ScopeProps) {
  return (
    <MantineContext.Provider value={BROWSER_CONTEXT}>
      <MantineThemeContext.Provider value={browserTheme}>
        {withStyles && <ServerStyle kind="true" />}
        {withStyles && <ServerStyle kind="classes" />}
        {children}
      </MantineThemeContext.Provider>
    </MantineContext.Provider>
  );
}

/** A <style> block the server's MantineProvider wrote, kept as it is while hydrating. */
function ServerStyle({ kind }: { kind: string }) {
  const block = document.querySelector<HTMLStyleElement>(`body style[data-mantine-styles="${kind}"]`);
  return <style data-mantine-styles={kind} dangerouslySetInnerHTML={{ __html: block?.innerHTML ?? "" }} />;
}
