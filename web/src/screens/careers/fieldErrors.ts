// Server field errors (GraphQL paths into the input sent:
// "input.translations.0.title", "input.social.linkedin",
// "input.corsOrigins.1") onto a form's field paths.
import { fieldName } from '../../api/errors';

/** A server field pattern and the form path it belongs to. */
export type FieldRule = [pattern: RegExp, target: string | ((m: RegExpMatchArray) => string)];

/**
 * The form errors of server field errors: the first matching rule names
 * the form field, else the last named segment does (input.closesAt →
 * closesAt); messages for one form field are joined.
 */
export function formErrors(serverFields: Record<string, string>, rules: FieldRule[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(serverFields)) {
    let target = fieldName(field);
    for (const [re, to] of rules) {
      const m = field.match(re);
      if (m) {
        target = typeof to === 'string' ? to : to(m);
        break;
      }
    }
    out[target] = out[target] ? `${out[target]}; ${message}` : message;
  }
  return out;
}

/** The languages careers content is written in, in the admin's order. */
export const LANGUAGES = ['NL', 'FR', 'EN'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const languageLabel: Record<Lang, string> = { NL: 'Nederlands', FR: 'Français', EN: 'English' };

/** HTML of an editor that holds no text counts as empty. */
export function blankHTML(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}
