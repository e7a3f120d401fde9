// Rich text that works without scripts and never shows markup (spec tours-cruises §5: content is rich
// text). Without scripts: a plain textarea of readable text (paragraphs, lists: rich-text-plain.ts),
// posted with a hidden field that names it as text, so the action turns it back into HTML
// (validation.ts parseForm) which the save cleans as the editor's (listing-save.server.ts). With
// scripts: the content drawn formatted, its HTML in a hidden field, until the supplier first focuses
// it; then the Tiptap editor, loaded as its own chunk, takes over. A form's first load carries none
// of the editor (~145 KB): most saves never touch the texts.
import { Input, Textarea } from "@mantine/core";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated, useServerAutoFocus } from "./hydrated";
import { htmlToBlocks, htmlToText, PLAIN_TEXT_FIELD, textToHtml, type Block, type Line } from "~/lib/rich-text-plain";

import type { RichTextFieldProps } from "./rich-text-props";
import type RichTextEditorField from "./rich-text-editor";

export type { RichTextFieldProps };

type Editor = typeof RichTextEditorField;
/** Once loaded, every field of the session takes over at once on its own first focus. */
const loadEditor = () => import("./rich-text-editor").then((m) => m.default);
const MAX_ROWS = 16;

export function RichTextField(props: RichTextFieldProps) {
  const hydrated = useHydrated();
  const autoFocus = useServerAutoFocus();
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  const asked = useRef(false);
  const [editor, setEditor] = useState<{ Editor: Editor; value: string; focused: boolean } | null>(null);
  // what was typed in the textarea before the scripts ran, as HTML (null: nothing)
  const [typed, setTyped] = useState<string | null>(null);
  const html = typed ?? props.defaultValue;
  const takeOver = (value: string, focusedEl: Element | null) => {
    if (asked.current) return;
    asked.current = true;
    loadEditor().then(
      (Editor) => setEditor({ Editor, value, focused: Boolean(focusedEl) && document.activeElement === focusedEl }),
      // a failed download leaves the formatted content: it posts the same HTML
      () => (asked.current = false),
    );
  };
  // the page's scripts have just run: text typed (or the caret put) in the textarea before is kept
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    const focused = document.activeElement === el;
    const changed = el.value !== htmlToText(props.defaultValue);
    if (!focused && !changed) return;
    const value = changed ? textToHtml(el.value) : props.defaultValue;
    // the textarea leaves the page with the focus in it: the blur of its removal is not the supplier
    // leaving the field, so the form's check-on-blur must not see it (Conform skips a nameless field)
    el.name = "";
    if (changed) setTyped(value);
    takeOver(value, focused ? el : null);
    // once, when the page's scripts start
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (editor) return <editor.Editor {...props} defaultValue={editor.value} autoFocus={editor.focused} />;
  if (hydrated) return <FormattedContent {...props} html={html} onWanted={(el) => takeOver(html, el)} />;
  return (
    <>
      <input type="hidden" name={PLAIN_TEXT_FIELD} value={props.name} />
      <Textarea
        ref={area}
        name={props.name}
        label={props.label}
        description={[props.description, t("richTextPlain")].filter(Boolean).join(" · ")}
        defaultValue={htmlToText(props.defaultValue)}
        error={props.error}
        autoFocus={autoFocus(props.error)}
        withAsterisk={props.required}
        autosize
        minRows={props.minRows ?? 3}
        maxRows={MAX_ROWS}
      />
    </>
  );
}

/** The content as a reader sees it, in the textarea's box; focused or clicked, the editor is wanted. */
function FormattedContent(props: RichTextFieldProps & { html: string; onWanted: (el: Element) => void }) {
  const id = useId();
  const rows = (n: number) => `calc(${n} * 1lh + 2 * var(--input-padding-y))`;
  return (
    <>
      <input type="hidden" name={props.name} value={props.html} />
      <Input.Wrapper
        id={id}
        label={props.label}
        description={props.description}
        error={props.error}
        withAsterisk={props.required}
      >
        <Input
          component="div"
          error={props.error}
          multiline
          classNames={{ input: "rich-text" }}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          tabIndex={0}
          data-testid={`rte-preview-${props.name}`}
          styles={{
            input: {
              height: "auto",
              minHeight: rows(props.minRows ?? 3),
              maxHeight: rows(MAX_ROWS),
              overflowY: "auto",
              cursor: "text",
              paddingBlock: "var(--input-padding-y)",
            },
          }}
          onFocus={(e: React.FocusEvent<HTMLDivElement>) => props.onWanted(e.currentTarget)}
          onClick={(e: React.MouseEvent<HTMLDivElement>) => props.onWanted(e.currentTarget)}
        >
          {htmlToBlocks(props.html).map((block, i) => (
            <FormattedBlock key={i} block={block} />
          ))}
        </Input>
      </Input.Wrapper>
    </>
  );
}

const GAP = { margin: "0 0 0.5em" };

function FormattedBlock({ block }: { block: Block }) {
  if (block.kind === "p") {
    const style = {
      ...GAP,
      fontWeight: block.heading ? 700 : undefined,
      borderInlineStart: block.quote ? "3px solid var(--mantine-color-gray-4)" : undefined,
      paddingInlineStart: block.quote ? "0.75em" : undefined,
    };
    return (
      <p style={style}>
        <FormattedLines lines={block.lines} />
      </p>
    );
  }
  const List = block.kind;
  return (
    <List style={GAP}>
      {block.items.map((lines, i) => (
        <li key={i}>
          <FormattedLines lines={lines} />
        </li>
      ))}
    </List>
  );
}

/** Lines with their breaks; each run drawn with its marks (a link keeps its words). */
function FormattedLines({ lines }: { lines: Line[] }) {
  return lines.map((line, i) => (
    <span key={i}>
      {i ? <br /> : null}
      {line.map((run, j) => {
        let node: React.ReactNode = run.text;
        if (run.bold) node = <strong>{node}</strong>;
        if (run.italic) node = <em>{node}</em>;
        if (run.underline) node = <u>{node}</u>;
        if (run.strike) node = <s>{node}</s>;
        return <span key={j}>{node}</span>;
      })}
    </span>
  ));
}
