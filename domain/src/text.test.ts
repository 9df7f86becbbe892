import { describe, expect, it } from 'vitest';
import { chatRequestSchema, messageContentSchema, productInputSchema, profileSchema, signUpSchema, ISSUE } from './index';

const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000B', '\u001B', '\u007F', '\u0085'];

const product = (over: Record<string, unknown>) => ({ title: 'Table en chêne', description: 'Belle table, très bon état.', category: 'mobilier', location: 'Tunis', price: 100, ...over });

describe('user text is cleaned at the schema', () => {
  it('refuses control characters (NUL included) in every kind of text field', () => {
    for (const c of CONTROLS) {
      const results = [
        messageContentSchema.safeParse({ content: `Bonjour${c}` }),
        chatRequestSchema.safeParse({ message: `aide${c}` }),
        profileSchema.safeParse({ display_name: `Amira${c}` }),
        profileSchema.safeParse({ bio: `bio${c}` }),
        signUpSchema.safeParse({ email: 'a@b.tn', password: 'Un-Mot-De-Passe-9', display_name: `Nom${c}` }),
        productInputSchema.safeParse(product({ title: `Table${c} en chêne` })),
        productInputSchema.safeParse(product({ description: `Belle table${c}, très bon état.` })),
      ];
      for (const r of results) {
        expect(r.success, JSON.stringify(c)).toBe(false);
        expect(r.error!.issues.map((i) => i.message)).toContain(ISSUE.controlCharacters);
      }
    }
  });

  it('keeps line breaks and tabs in long text', () => {
    expect(messageContentSchema.parse({ content: 'Bonjour,\n\tà bientôt' }).content).toBe('Bonjour,\n\tà bientôt');
  });

  it('removes bidi embedding, override and isolate characters from titles, names and messages', () => {
    for (const b of BIDI) {
      expect(messageContentSchema.parse({ content: `photo${b}gpj.exe` }).content).toBe('photogpj.exe');
      expect(profileSchema.parse({ display_name: `${b}Amira` }).display_name).toBe('Amira');
      expect((productInputSchema.parse(product({ title: `Table${b} en chêne` })) as { title: string }).title).toBe('Table en chêne');
    }
  });
});
