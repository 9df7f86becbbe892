import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MESSAGES, MESSAGES_AR, messageCode } from '@souk/domain';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { InputField } from './field';
import { applyServerErrors } from './server-errors';

type Values = { title: string; year: string };

const rejection = new ApiError(MESSAGES.invalidInput, 400, {
  details: {
    code: messageCode('invalidInput'),
    issues: [
      { path: 'car.year', message: MESSAGES.invalidEmail, code: messageCode('invalidEmail') },
      { path: 'owner', message: MESSAGES.forbidden, code: messageCode('forbidden') },
    ],
  },
});

function Form({ error, onApplied }: { error: unknown; onApplied: (placed: boolean) => void }) {
  const form = useForm<Values>({ defaultValues: { title: '', year: '' } });
  useEffect(() => {
    onApplied(applyServerErrors(error, form.setError, { fieldOf: (path) => (path === 'car.year' ? 'year' : undefined) }));
  }, [error, form.setError, onApplied]);
  return (
    <form>
      <InputField label="Titre" error={form.formState.errors.title} {...form.register('title')} />
      <InputField label="Année" error={form.formState.errors.year} {...form.register('year')} />
    </form>
  );
}

describe('applyServerErrors', () => {
  it("puts a 400's issue under the field it maps to, focused, and follows a language switch", async () => {
    let placed: boolean | undefined;
    render(<Form error={rejection} onApplied={(value) => (placed = value)} />);
    const year = screen.getByLabelText('Année');
    await waitFor(() => expect(year).toHaveAccessibleDescription(MESSAGES.invalidEmail));
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveFocus();
    expect(screen.getByLabelText('Titre')).not.toHaveAttribute('aria-invalid');
    expect(placed).toBe(true);

    await i18n.changeLanguage('ar');
    await waitFor(() => expect(year).toHaveAccessibleDescription(MESSAGES_AR.invalidEmail));
  });

  it('leaves an error with no field of its own to the form alert', () => {
    let placed: boolean | undefined;
    const conflict = new ApiError(MESSAGES.forbidden, 403, { details: { code: messageCode('forbidden') } });
    render(<Form error={conflict} onApplied={(value) => (placed = value)} />);
    expect(placed).toBe(false);
    expect(screen.getByLabelText('Année')).not.toHaveAttribute('aria-invalid');
  });
});
