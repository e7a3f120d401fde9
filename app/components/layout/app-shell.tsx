// The layout of spec §2: collapsible side menu (horizontal menu on a phone), header with the
// account and language dropdowns, footer. Dropdowns are <details>, the collapse is a form post:
// everything works without scripts; scripts close dropdowns on outside clicks and navigation.
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useFetcher, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Icon } from "../icons";
import { SUPPORTED_LANGUAGES } from "~/lib/i18n";
import { activeItem, type MenuGroup } from "./menu";
import { badgeOf, groupBadge, useMenuBadges } from "./menu-badges";

type ShellProps = {
  groups: MenuGroup[];
  collapsed: boolean;
  userName: string;
  /** the member's role (spec team.md §Roles), shown beside their name */
  role: string;
  /** the account menu's links this member may open (of ACCOUNT_MENU) */
  accountLinks: readonly string[];
  supplierName: string;
  children: React.ReactNode;
};

/**
 * The account menu's entries; the layout's loader keeps those the member may open (spec team.md
 * §Roles), judged by each one's own path like the side menu's. The password is every member's.
 */
export const ACCOUNT_MENU = [
  { to: "/profile/team", icon: "users", label: "account.team" },
  { to: "/infomation", icon: "info", label: "account.information" },
  { to: "/profile/change-pass", icon: "key", label: "account.changePassword" },
  // spec team.md §Screens: the supplier's record of who changed what
  { to: "/activity", icon: "calendar", label: "account.activity" },
] as const;

export function AppShell({ groups, collapsed, userName, role, accountLinks, supplierName, children }: ShellProps) {
  const { t } = useTranslation("layout");
  const location = useLocation();
  const sidebar = useFetcher();
  // optimistic: with scripts the sidebar folds at once, the cookie follows
  const isCollapsed = sidebar.formData ? sidebar.formData.get("collapsed") === "1" : collapsed;
  useDropdownDismiss();
  const back = `${location.pathname}${location.search}`;

  return (
    <div className="shell" data-collapsed={isCollapsed || undefined}>
      <a className="skip-link" href="#content">
        {t("skipToContent")}
      </a>
      <aside className="sidebar" aria-label={t("menu.label")}>
        <Link to="/" className="brand" title={t("common:appName")}>
          <span className="brand-mark" aria-hidden="true">
            S
          </span>
          <span className="brand-text">{t("common:brand")}</span>
        </Link>
        <SideMenu groups={groups} />
        <sidebar.Form method="post" action="/sidebar" className="collapse-form">
          <input type="hidden" name="back" value={back} />
          <input type="hidden" name="collapsed" value={isCollapsed ? "0" : "1"} />
          <button type="submit" className="collapse-button" data-testid="sidebar-toggle" aria-expanded={!isCollapsed}>
            <Icon name={isCollapsed ? "chevronRight" : "chevronLeft"} />
            <span className="nav-text">{t(isCollapsed ? "expandMenu" : "collapseMenu")}</span>
          </button>
        </sidebar.Form>
      </aside>
      <div className="main">
        <header className="topbar">
          <Link to="/" className="topbar-brand">
            {t("common:brand")}
          </Link>
          <span className="topbar-supplier" title={supplierName}>
            {supplierName}
          </span>
          <div className="topbar-spacer" />
          <LanguageMenu back={back} />
          <AccountMenu userName={userName} role={role} links={accountLinks} />
        </header>
        <MobileMenu groups={groups} />
        <main id="content" className="content">
          {children}
        </main>
        <footer className="footer">{t("footer", { year: new Date().getFullYear() })}</footer>
      </div>
    </div>
  );
}

function SideMenu({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeItem(groups, pathname);
  const badges = useMenuBadges();
  return (
    <nav className="side-menu" data-testid="side-menu">
      <NavLink to="/" end className="nav-item" title={t("layout:menu.dashboard")}>
        <Icon name="home" />
        <span className="nav-text">{t("layout:menu.dashboard")}</span>
      </NavLink>
      {groups.map((g) => (
        <details key={g.key} className="nav-group" open data-group={g.key}>
          <summary className="nav-group-title" title={t(g.label)}>
            <Icon name={g.icon} />
            <span className="nav-text">{t(g.label)}</span>
          </summary>
          <ul>
            {g.items.map((item) => (
              <li key={item.to}>
                <MenuLink to={item.to} className="nav-item nav-sub" current={active === item.to}>
                  <span className="nav-text">{t(item.label)}</span>
                  {badgeOf(badges, item.to) > 0 ? <MenuBadge count={badgeOf(badges, item.to)} /> : null}
                </MenuLink>
              </li>
            ))}
          </ul>
        </details>
      ))}
    </nav>
  );
}

/** Phone width: a horizontal bar; each group opens its items below it. */
function MobileMenu({ groups }: { groups: MenuGroup[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeItem(groups, pathname);
  const badges = useMenuBadges();
  return (
    <nav className="mobile-menu" aria-label={t("layout:menu.label")} data-testid="mobile-menu">
      <NavLink to="/" end className="mobile-menu-item">
        <Icon name="home" size={18} />
        {t("layout:menu.dashboard")}
      </NavLink>
      {groups.map((g) => (
        <details key={g.key} className="dropdown mobile-group" data-dropdown data-group={g.key}>
          <summary className="mobile-menu-item">
            <Icon name={g.icon} size={18} />
            {t(g.label)}
            {groupBadge(badges, g) > 0 ? <MenuBadge count={groupBadge(badges, g)} /> : null}
            <Icon name="chevronDown" size={14} />
          </summary>
          <div className="dropdown-panel mobile-group-panel">
            {g.items.map((item) => (
              <MenuLink key={item.to} to={item.to} className="dropdown-item" current={active === item.to}>
                {t(item.label)}
                {badgeOf(badges, item.to) > 0 ? <MenuBadge count={badgeOf(badges, item.to)} /> : null}
              </MenuLink>
            ))}
          </div>
        </details>
      ))}
    </nav>
  );
}

/** A menu entry: its page's data and modules are fetched while the pointer rests on it. */
function MenuLink({ to, className, current, children }: MenuLinkProps) {
  return (
    <Link to={to} prefetch="intent" className={className} aria-current={current ? "page" : undefined}>
      {children}
    </Link>
  );
}
type MenuLinkProps = { to: string; className: string; current: boolean; children: React.ReactNode };

/** A menu entry's count of bookings waiting to be confirmed (menu-badges.ts); drawn only above 0 (every page has the menu). */
function MenuBadge({ count }: { count: number }) {
  const { t } = useTranslation("layout");
  return (
    <span className="nav-badge" data-testid="menu-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t("menu.toConfirm", { count })}</span>
    </span>
  );
}

function LanguageMenu({ back }: { back: string }) {
  const { t, i18n } = useTranslation();
  return (
    <details className="dropdown" data-dropdown data-testid="language-menu">
      {/* named "Language VI": the word for screen readers, then the code it shows (WCAG 2.5.3, the
          visible label inside the name) */}
      <summary className="topbar-button">
        <Icon name="globe" size={18} />
        <span className="visually-hidden">{t("layout:language")} </span>
        <span className="topbar-button-text">{i18n.language.toUpperCase()}</span>
      </summary>
      <form method="post" action="/language" className="dropdown-panel dropdown-right">
        <input type="hidden" name="back" value={back} />
        {SUPPORTED_LANGUAGES.map((lng) => (
          <button
            key={lng}
            type="submit"
            name="lng"
            value={lng}
            lang={lng}
            className="dropdown-item"
            aria-current={i18n.language === lng ? "true" : undefined}
            data-testid={`language-${lng}`}
          >
            {t(`common:languages.${lng}`)}
          </button>
        ))}
      </form>
    </details>
  );
}

function AccountMenu({ userName, role, links }: { userName: string; role: string; links: readonly string[] }) {
  const { t } = useTranslation("layout");
  return (
    <details className="dropdown" data-dropdown data-testid="account-menu">
      <summary className="topbar-button">
        <Icon name="user" size={18} />
        <span className="topbar-button-text">{userName}</span>
        <span className="topbar-role" data-testid="account-role">
          {t(`common:role.${role}`)}
        </span>
      </summary>
      <div className="dropdown-panel dropdown-right">
        {ACCOUNT_MENU.filter((entry) => links.includes(entry.to)).map((entry) => (
          <Link
            key={entry.to}
            to={entry.to}
            className="dropdown-item"
            data-testid={`menu-${entry.to.split("/").pop()}`}
          >
            <Icon name={entry.icon} size={16} /> {t(entry.label)}
          </Link>
        ))}
        <Form
          method="post"
          action="/logout"
          reloadDocument
          onSubmit={() => {
            // spec §6: logout clears tokens and all local storage
            try {
              localStorage.clear();
              sessionStorage.clear();
            } catch {
              /* storage may be disabled */
            }
          }}
        >
          <button type="submit" className="dropdown-item" data-testid="logout">
            <Icon name="logout" size={16} /> {t("account.logout")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** Scripts on: an open dropdown closes on an outside click, Escape, or navigation. */
function useDropdownDismiss() {
  const location = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelectorAll<HTMLDetailsElement>("details[data-dropdown][open]").forEach((d) => (d.open = false));
  }, [location.key]);
  useEffect(() => {
    const close = (except?: Element | null) =>
      document.querySelectorAll<HTMLDetailsElement>("details[data-dropdown][open]").forEach((d) => {
        if (!except || !d.contains(except)) d.open = false;
      });
    const onClick = (e: MouseEvent) => close(e.target as Element);
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && close();
    document.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
    };
  }, []);
}
