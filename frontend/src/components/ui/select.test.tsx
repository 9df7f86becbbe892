import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const CITIES = [
  { value: 'all', label: 'Toutes les villes' },
  { value: 'tunis', label: 'Tunis' },
  { value: 'sfax', label: 'Sfax' },
  { value: 'sousse', label: 'Sousse' },
];

function CityFilter({ initial = 'tunis' }: { initial?: string }) {
  const [city, setCity] = useState(initial);
  return (
    <>
      <Select label="Ville" value={city} onValueChange={setCity} options={CITIES} />
      <output aria-label="choisie">{city}</output>
    </>
  );
}

describe('Select', () => {
  it('shows the chosen option in the trigger, drawn by the server too, without rendering the list while closed', () => {
    // (React warns that Radix's layout effects do not run on a server: jsdom makes it look like a browser.)
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(renderToString(<CityFilter />)).toContain('Tunis');
    vi.mocked(console.error).mockRestore();
    render(<CityFilter />);
    const trigger = screen.getByRole('combobox', { name: /Ville/ });
    expect(trigger).toHaveTextContent('Tunis');
    expect(trigger).toHaveAccessibleName('Ville Tunis');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Sousse');
  });

  it('opens from the keyboard, lists every option and picks one', async () => {
    const user = userEvent.setup();
    render(<CityFilter />);
    const trigger = screen.getByRole('combobox', { name: /Ville/ });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(CITIES.map((city) => city.label));
    expect(screen.getByRole('option', { name: 'Tunis' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('option', { name: 'Sousse' }));
    expect(screen.getByRole('status', { name: 'choisie' })).toHaveTextContent('sousse');
    expect(trigger).toHaveTextContent('Sousse');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows a value that is not among the options as it is rather than an empty trigger', () => {
    render(<CityFilter initial="ariana" />);
    expect(screen.getByRole('combobox', { name: /Ville/ })).toHaveTextContent('ariana');
  });
});
