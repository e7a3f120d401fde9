// The browser's translator: the part of i18next this app uses — namespaced keys,
// nested paths, {{value}} interpolation, plurals by count, defaultValue, missing key → the key — in
// ~1 KB instead of i18next's ~15 KB gzipped on every page. The server keeps i18next itself; both must
// print the same text or hydration breaks, so i18n-lite.test.ts compares them on every key of every
// locale file, in both languages. Anything beyond that surface belongs on the server.
import { DEFAULT_NAMESPACE } from "./i18n";

type Tree = { [key: string]: string | Tree };
export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string };
export type LiteT = (key: string, options?: TOptions) => string;

const NS_SEPARATOR = ":";

export class LiteI18n {
  readonly language: string;
  readonly resolvedLanguage: string;
  private readonly bundles = new Map<string, Tree>();
  private readonly loading = new Map<string, Promise<void>>();
  private readonly plurals: Intl.PluralRules;
  private readonly fixed = new Map<string, LiteT>();

  constructor(
    language: string,
    private readonly read: (language: string, namespace: string) => Promise<Tree>,
  ) {
    this.language = language;
    this.resolvedLanguage = language;
    this.plurals = new Intl.PluralRules(language);
  }

  hasLoadedNamespace = (ns: string) => this.bundles.has(ns);

  /** Loads what is missing; a namespace that fails to load stays missing (its keys show as keys). */
  loadNamespaces(namespaces: string | readonly string[]): Promise<void> {
    const list = typeof namespaces === "string" ? [namespaces] : namespaces;
    return Promise.all(
      list.map((ns) => {
        if (this.bundles.has(ns)) return undefined;
        let pending = this.loading.get(ns);
        if (!pending) {
          pending = this.read(this.language, ns).then(
            (tree) => void this.bundles.set(ns, tree),
            () => void this.loading.delete(ns),
          );
          this.loading.set(ns, pending);
        }
        return pending;
      }),
    ).then(() => undefined);
  }

  /** A translator whose plain keys look in `namespaces`, in order; i18next's signature (the language is fixed). */
  getFixedT(_lng: string | null, namespaces: string | readonly string[] = DEFAULT_NAMESPACE): LiteT {
    const list = typeof namespaces === "string" ? [namespaces] : [...namespaces];
    const id = list.join(",");
    let t = this.fixed.get(id);
    if (!t) {
      t = (key, options) => this.translate(key, list, options);
      this.fixed.set(id, t);
    }
    return t;
  }

  private translate(key: string, namespaces: readonly string[], options: TOptions = {}): string {
    let path = key;
    let search = namespaces;
    const cut = key.indexOf(NS_SEPARATOR);
    if (cut > 0) {
      search = [key.slice(0, cut)];
      path = key.slice(cut + 1);
    }
    const found = this.find(path, search, options.count);
    if (found !== undefined) return interpolate(found, options);
    if (options.defaultValue !== undefined) return interpolate(options.defaultValue, options);
    return path;
  }

  private find(path: string, namespaces: readonly string[], count: number | undefined): string | undefined {
    const candidates =
      typeof count === "number"
        ? [...(count === 0 ? [`${path}_zero`] : []), `${path}_${this.plurals.select(count)}`, path]
        : [path];
    for (const ns of namespaces) {
      const tree = this.bundles.get(ns);
      if (!tree) continue;
      for (const candidate of candidates) {
        const value = lookup(tree, candidate);
        if (value !== undefined) return value;
      }
    }
    return undefined;
  }
}

function lookup(tree: Tree, path: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of path.split(".")) {
    if (node === undefined || typeof node === "string") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** {{name}} → the option's value (React escapes, as i18next's escapeValue: false expects). */
function interpolate(text: string, options: TOptions): string {
  if (!text.includes("{{")) return text;
  // as i18next: a value not given leaves its {{name}} as written; null prints nothing
  return text.replace(/\{\{\s*([^{}\s]+)\s*\}\}/g, (written, name: string) => {
    const value = options[name];
    return value === undefined ? written : value === null ? "" : String(value);
  });
}
