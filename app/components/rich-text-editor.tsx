// The Tiptap editor behind RichTextField (scripts only, loaded on a content field's first focus).
// Its HTML travels in a hidden input.
import { useState } from "react";
import { Input } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import Document from "@tiptap/extension-document";
import Paragraph from "@tiptap/extension-paragraph";
import Text from "@tiptap/extension-text";
import Bold from "@tiptap/extension-bold";
import Italic from "@tiptap/extension-italic";
import Underline from "@tiptap/extension-underline";
import Strike from "@tiptap/extension-strike";
import Heading from "@tiptap/extension-heading";
import Blockquote from "@tiptap/extension-blockquote";
import HardBreak from "@tiptap/extension-hard-break";
import Link from "@tiptap/extension-link";
import { BulletList, ListItem, ListKeymap, OrderedList } from "@tiptap/extension-list";
import { UndoRedo } from "@tiptap/extensions";
import "@mantine/tiptap/styles.css";
import type { RichTextFieldProps } from "./rich-text-props";

export default function RichTextEditorField({
  name,
  label,
  description,
  defaultValue,
  error,
  required,
  autoFocus = false,
}: RichTextFieldProps & { autoFocus?: boolean }) {
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    // exactly what the marketplace keeps (contract/api/text.ts: p, br, strong, em, u, s, h2–h4,
    // lists, blockquote, links): no code, code block or rule it would drop — and a lighter editor
    extensions: [
      Document,
      Paragraph,
      Text,
      Bold,
      Italic,
      Underline,
      Strike,
      Heading.configure({ levels: [2, 3, 4] }),
      BulletList,
      OrderedList,
      ListItem,
      ListKeymap,
      Blockquote,
      HardBreak,
      UndoRedo,
      Link.configure({ openOnClick: false }),
    ],
    content: defaultValue,
    // it replaces the textarea the supplier just focused: the caret stays in the text
    autofocus: autoFocus ? "end" : false,
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? "" : e.getHTML()),
  });
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      withAsterisk={required}
      data-testid={`rte-${name}`}
    >
      <input type="hidden" name={name} value={html} />
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
