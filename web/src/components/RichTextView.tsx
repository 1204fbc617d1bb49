// Shows stored rich text (HTML) read-only. The HTML is parsed into the
// editor's schema (richTextExtensions), which drops anything it does not
// know, instead of being put into the page as markup.
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect } from 'react';
import { richTextExtensions } from './RichTextField';

export function RichTextView({ html, label }: { html: string; label?: string }) {
  const editor = useEditor({
    extensions: richTextExtensions,
    content: html,
    editable: false,
    editorProps: { attributes: label ? { 'aria-label': label, role: 'document' } : {} },
  });
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  return <EditorContent editor={editor} />;
}
