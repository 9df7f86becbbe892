// Free text from users, cleaned at the schema: control characters (NUL included) are refused —
// PostgreSQL cannot store NUL and the others only serve to hide things — and the bidirectional
// embedding/override/isolate characters are removed, since they disguise file names and links
// ("gpj.exe" shown as "exe.jpg"). Tab and line breaks stay (descriptions and messages have lines).
import { z } from 'zod';
import { ISSUE } from './messages';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export const hasControlCharacters = (text: string): boolean => CONTROL_CHARACTERS.test(text);
export const stripBidiControls = (text: string): string => text.replace(BIDI_CONTROLS, '');

/** `z.string()` for user text: control characters refused, bidi overrides removed; chain trim/min/max after. */
export const userText = (params: { error: string }) =>
  z
    .string(params)
    .refine((text) => !hasControlCharacters(text), { message: ISSUE.controlCharacters, abort: true })
    .overwrite(stripBidiControls);
