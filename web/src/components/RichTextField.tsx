// A rich-text form field: Mantine's Tiptap editor (StarterKit + Link) with
// a label, description and error like the other inputs. The value is HTML;
// an empty editor is "". The server sanitises what it stores.
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import Link from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { useRovingToolbar } from './useRovingToolbar';

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  description?: string;
  error?: string | null;
  minHeight?: number;
};

/**
 * The document schema of every rich text in the admin. Tiptap keeps only
 * what this schema knows (no scripts, styles or event attributes), so it
 * is also how the admin shows stored HTML (RichTextView).
 */
export const richTextExtensions = [
  StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
  Link.configure({ openOnClick: false }),
];

/** The editor's HTML, with an empty document as "". */
export function editorHTML(html: string, empty: boolean): string {
  return empty ? '' : html;
}

/** The editable area's attributes: a labelled multi-line text box. */
function attributes(label: string, id: string, error: string | null | undefined, minHeight: number): Record<string, string> {
  return {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': label,
    'aria-describedby': `${id}-description ${id}-error`,
    ...(error ? { 'aria-invalid': 'true' } : {}),
    style: `min-height: ${minHeight}px`,
  };
}

export function RichTextField({ label, value, onChange, description, error, minHeight = 140 }: Props) {
  const id = useId();
  const toolbar = useRef<HTMLDivElement>(null);
  useRovingToolbar(toolbar);
  const editor = useEditor({
    extensions: richTextExtensions,
    content: value,
    editorProps: { attributes: attributes(label, id, error, minHeight) },
    onUpdate: ({ editor: e }) => onChange(editorHTML(e.getHTML(), e.isEmpty)),
  });

  // A value set from outside (a loaded record, a reset) replaces the text.
  useEffect(() => {
    if (!editor) return;
    if (value !== editorHTML(editor.getHTML(), editor.isEmpty)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes(label, id, error, minHeight) } });
  }, [editor, error, label, id, minHeight]);

  return (
    <Input.Wrapper label={label} description={description} error={error} id={id} labelElement="div">
      <RichTextEditor editor={editor} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar ref={toolbar} role="toolbar" aria-label={`${label}: formatting`}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
