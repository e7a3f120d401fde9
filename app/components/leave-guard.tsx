// "Leaving with unsaved changes asks for confirmation" (spec tours-cruises §2 Tours; the same for
// the later areas' forms): with scripts, a link, the menu or a form elsewhere in the app is held
// by a translated question, and closing or reloading the tab by the browser's own. "Unsaved"
// means the form's data differs from what it was drawn with, so a change undone asks nothing,
// and a saved form (drawn anew) asks nothing either. Without scripts nothing can ask.
import { Button, Group, Text, Title } from "@mantine/core";
import { useCallback, useEffect, useRef } from "react";
import { useHydrated } from "./hydrated";
import { useBeforeUnload, useBlocker, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The form's data as text (a chosen file by its name), to compare with what it was drawn with. */
function snapshot(formId: string): string | null {
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return null;
  return [...new FormData(form)]
    .filter(([, v]) => typeof v === "string" || v.size > 0)
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : `file:${v.name}`}`)
    .join("&");
}

export function LeaveGuard({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const drawn = useRef<string | null>(null);
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = navigation.state !== "idle";
  const hydrated = useHydrated();
  // what the scripted form was drawn with (not the no-script layout the server sent)
  useEffect(() => {
    if (hydrated) drawn.current = snapshot(formId);
  }, [formId, hydrated]);
  const dirty = useCallback(() => {
    if (busy.current || drawn.current === null) return false; // a save on its way is not leaving
    const now = snapshot(formId);
    return now !== null && now !== drawn.current;
  }, [formId]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && dirty(),
  );
  useBeforeUnload(
    useCallback(
      (e: BeforeUnloadEvent) => {
        if (!dirty()) return;
        e.preventDefault();
        e.returnValue = ""; // older browsers want a value to ask
      },
      [dirty],
    ),
  );
  if (blocker.state !== "blocked") return null;
  return (
    <div className="dialog-layer">
      <div className="dialog-backdrop" />
      <div
        className="dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="leave-title"
        aria-describedby="leave-text"
        data-testid="leave-dialog"
      >
        <Title order={2} size="h4" id="leave-title">
          {t("common:leave.title")}
        </Title>
        <Text size="sm" mt="xs" id="leave-text">
          {t("common:leave.text")}
        </Text>
        <Group justify="flex-end" gap="md" mt="md">
          <Button variant="default" onClick={() => blocker.reset()} data-autofocus data-testid="leave-stay" autoFocus>
            {t("common:leave.stay")}
          </Button>
          <Button color="red" onClick={() => blocker.proceed()} data-testid="leave-go">
            {t("common:leave.go")}
          </Button>
        </Group>
      </div>
    </div>
  );
}
