// Mantine's context for the whole page. The server renders MantineProvider itself. The browser
// provides the same two contexts without it: the provider's colour-scheme manager and CSS-variable
// code are not needed there (the variables come from /theme.css, the scheme is always light), and
// the theme is merged only once a module using Mantine's components is loaded (./index.ts): a page
// of plain elements (static-mantine.tsx) downloads none of Mantine's scripts.
import { MantineContext, MantineProvider, MantineThemeContext } from "@mantine/core";
// the page's <html> and <head> parts, taken from here so root.tsx needs no "@mantine/core" of its own
export { ColorSchemeScript, mantineHtmlProps } from "@mantine/core";
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
export function MantineScope({ withStyles, children }: { withStyles: boolean; children: React.ReactNode }) {
  if (import.meta.env.SSR) {
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
  return (
    <MantineContext.Provider value={BROWSER_CONTEXT}>
      <MantineThemeContext.Provider value={browserTheme}>
        {withStyles ? <ServerStyles /> : null}
        {children}
      </MantineThemeContext.Provider>
    </MantineContext.Provider>
  );
}

/** The <style> blocks the server's MantineProvider wrote, kept as they are while hydrating. */
function ServerStyles() {
  const blocks = [...document.querySelectorAll<HTMLStyleElement>("body style[data-mantine-styles]")];
  return blocks.map((block) => (
    <style
      key={block.dataset.mantineStyles}
      data-mantine-styles={block.dataset.mantineStyles}
      dangerouslySetInnerHTML={{ __html: block.innerHTML }}
    />
  ));
}
