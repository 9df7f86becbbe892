import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { LatLng } from '@souk/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import '@/lib/i18n';
import { installFakeApi } from '@/testing/fake-api';
import { createTestQueryClient } from '@/testing/render-app';
import { LocationPicker } from './index';

const SOUSSE = { id: 'sousse', label: 'Sousse', label_ar: 'سوسة', lat: 35.8256, lng: 10.6411, city: 'sousse', source: 'gazetteer' };

function Harness({ readOnly = false, initial = null, onChange }: { readOnly?: boolean; initial?: LatLng | null; onChange: (v: LatLng | null) => void }) {
  const [value, setValue] = useState<LatLng | null>(initial);
  return (
    <LocationPicker
      value={value}
      readOnly={readOnly}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

function setup(props: { readOnly?: boolean; initial?: LatLng | null } = {}) {
  const api = installFakeApi({
    'GET /map/config': () => ({ body: { data: { tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: 'test' } } }),
    'GET /geocode': (req) => ({ body: { data: ['sousse', 'سوسة'].includes(req.query.get('q') ?? '') ? [SOUSSE] : [], meta: { source: 'gazetteer' } } }),
  });
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <Harness {...props} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { api, onChange };
}

describe('LocationPicker', () => {
  it('ignores empty text, then places the marker on the first search result', async () => {
    const { api, onChange } = setup();
    const box = await screen.findByPlaceholderText('Rechercher une ville en Tunisie...');
    await userEvent.type(box, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(api.callsTo('GET', '/geocode')).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, 'سوسة');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ lat: 35.8256, lng: 10.6411 }));
    expect(api.callsTo('GET', '/geocode')[0]!.query.get('q')).toBe('سوسة');
    expect(screen.getByTestId('picker-selection')).toHaveTextContent('Emplacement sélectionné : Sousse');
    expect(document.querySelectorAll('.leaflet-marker-icon.souk-pin')).toHaveLength(1);
  });

  it('searches on Enter without submitting the form it sits in', async () => {
    const submitted = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    installFakeApi({
      'GET /map/config': () => ({ body: { data: { tileUrl: '/tiles/{z}/{x}/{y}.png', attribution: 'test' } } }),
      'GET /geocode': () => ({ body: { data: [SOUSSE], meta: { source: 'gazetteer' } } }),
    });
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <form onSubmit={submitted}>
          <Harness onChange={onChange} />
          <button type="submit">Publier</button>
        </form>
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByPlaceholderText('Rechercher une ville en Tunisie...'), 'Sousse{Enter}');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ lat: 35.8256, lng: 10.6411 }));
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(submitted).not.toHaveBeenCalled();
  });

  it('says so when nothing is found', async () => {
    setup();
    await userEvent.type(await screen.findByPlaceholderText('Rechercher une ville en Tunisie...'), 'Atlantide');
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(await screen.findByText('Aucun lieu trouvé pour « Atlantide »')).toBeInTheDocument();
  });

  it('moves the single marker where the map is clicked', async () => {
    const { onChange } = setup({ initial: { lat: 35.8256, lng: 10.6411 } });
    const map = await waitFor(() => document.querySelector('.leaflet-container') as HTMLElement);
    fireEvent.click(map, { clientX: 40, clientY: 30 });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    const point = onChange.mock.calls[0]![0] as LatLng;
    expect(point).not.toEqual({ lat: 35.8256, lng: 10.6411 });
    expect(Number.isFinite(point.lat) && Number.isFinite(point.lng)).toBe(true);
    expect(document.querySelectorAll('.leaflet-marker-icon.souk-pin')).toHaveLength(1);
    expect(screen.getByTestId('picker-selection')).toHaveTextContent(/Emplacement sélectionné : -?\d+\.\d{5}, -?\d+\.\d{5}/);
  });

  it('read-only: no search box, clicks do nothing', async () => {
    const { onChange } = setup({ readOnly: true, initial: { lat: 36.8, lng: 10.18 } });
    const map = await waitFor(() => document.querySelector('.leaflet-container') as HTMLElement);
    expect(screen.queryByPlaceholderText('Rechercher une ville en Tunisie...')).toBeNull();
    fireEvent.click(map, { clientX: 40, clientY: 30 });
    expect(onChange).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.leaflet-marker-icon.souk-pin')).toHaveLength(1);
  });

  it('read-only: the map loads once it comes near the screen, not while the page starts', async () => {
    const watched: Array<{ fire: (near: boolean) => void; margin?: string }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void, options?: { rootMargin?: string }) {
          watched.push({ fire: (near) => callback([{ isIntersecting: near }]), margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      setup({ readOnly: true, initial: { lat: 36.8, lng: 10.18 } });
      await waitFor(() => expect(watched).toHaveLength(1));
      expect(watched[0]!.margin).toBe('300px');
      watched[0]!.fire(false);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(document.querySelector('.leaflet-container')).toBeNull();
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => watched[0]!.fire(true));
      await waitFor(() => expect(document.querySelector('.leaflet-container')).not.toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
