// The Tiptap editor behind RichTextField (scripts only). Its HTML travels in a hidden input.
import { useState } from "react";
import { Input } from "@mantine/core";
import { RichTextEditor } from "@mantine/tiptap";
import { useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import Link from "@tiptap/extension-link";
import "@mantine/tiptap/styles.css";
import type { RichTextFieldProps } from "./rich-text-field";

export default function RichTextEditorField({
  name,
  label,
  description,
  defaultValue,
  error,
  required,
}: RichTextFieldProps) {
  const [html, setHtml] = useState(defaultValue);
  const editor = useEditor({
    // spec stack notes: StarterKit brings its own link in Tiptap 3; ours is configured apart
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false }),
    ],
    content: defaultValue,
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
