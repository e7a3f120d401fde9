// Rich text that works without scripts: a plain textarea (HTML, sanitised on the server) until
// the scripts run, then the Tiptap editor, loaded as its own chunk so only these forms pay for it.
import { lazy, Suspense } from "react";
import { Textarea } from "@mantine/core";
import { useHydrated, useServerAutoFocus } from "./form";

import type { RichTextFieldProps } from "./rich-text-props";

export type { RichTextFieldProps };

const Editor = lazy(() => import("./rich-text-editor"));

export function RichTextField(props: RichTextFieldProps) {
  const hydrated = useHydrated();
  const autoFocus = useServerAutoFocus();
  const fallback = (
    <Textarea
      name={props.name}
      label={props.label}
      description={props.description}
      defaultValue={props.defaultValue}
      error={props.error}
      autoFocus={autoFocus(props.error)}
      withAsterisk={props.required}
      autosize
      minRows={props.minRows ?? 3}
      maxRows={16}
    />
  );
  if (!hydrated) return fallback;
  return (
    <Suspense fallback={fallback}>
      <Editor {...props} />
    </Suspense>
  );
}
