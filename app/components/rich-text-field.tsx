// Rich text that works without scripts: a plain textarea (HTML, cleaned on the server by the same
// sanitizeHtml as the editor's output: listing-save.server.ts) until the supplier first focuses or
// types in it; then the Tiptap editor, loaded as its own chunk, takes over with what the textarea
// holds. A form's first load carries none of the editor (~145 KB): most saves never touch the texts.
import { useRef, useState } from "react";
import { useHydrated, useServerAutoFocus } from "./hydrated";
import { StaticTextarea } from "./static-mantine-form";

import type { RichTextFieldProps } from "./rich-text-props";
import type RichTextEditorField from "./rich-text-editor";

export type { RichTextFieldProps };

type Editor = typeof RichTextEditorField;
/** Once loaded, every field of the session takes over at once on its own first focus. */
const loadEditor = () => import("./rich-text-editor").then((m) => m.default);

export function RichTextField(props: RichTextFieldProps) {
  const hydrated = useHydrated();
  const autoFocus = useServerAutoFocus();
  const area = useRef<HTMLTextAreaElement>(null);
  const asked = useRef(false);
  const [editor, setEditor] = useState<{ Editor: Editor; value: string; focused: boolean } | null>(null);
  const takeOver = () => {
    if (asked.current) return;
    asked.current = true;
    loadEditor().then(
      (Editor) => {
        const el = area.current;
        if (!el) return;
        const focused = document.activeElement === el;
        // the textarea leaves the page with the focus in it: the blur of its removal is not the
        // supplier leaving the field, so the form's check-on-blur must not see it (Conform skips a
        // field without a name; run from inside React's commit, its check would post the whole form)
        el.name = "";
        setEditor({ Editor, value: el.value, focused });
      },
      // a failed download leaves the textarea: it posts the same field, cleaned the same way
      () => (asked.current = false),
    );
  };
  if (editor) return <editor.Editor {...props} defaultValue={editor.value} autoFocus={editor.focused} />;
  return (
    <StaticTextarea
      ref={area}
      name={props.name}
      label={props.label}
      description={props.description}
      defaultValue={props.defaultValue}
      error={props.error}
      autoFocus={autoFocus(props.error)}
      withAsterisk={props.required}
      autosize={{ minRows: props.minRows ?? 3, maxRows: 16 }}
      // focused (or typed in, when focused before the scripts ran): the editor is wanted
      onFocus={hydrated ? takeOver : undefined}
      onInput={hydrated ? takeOver : undefined}
    />
  );
}
