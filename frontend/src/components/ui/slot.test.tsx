import { Slot as RadixSlot } from '@radix-ui/react-slot';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Slot } from './slot';

describe('Slot', () => {
  it('renders the child with the merged props Radix’s Slot gives it', () => {
    const props = { className: 'slot', style: { color: 'red', margin: 1 }, title: 'from slot', 'data-x': 'slot' } as const;
    const child = <a href="/x" className="child" style={{ margin: 2 }} title="from child" />;
    const { container: ours } = render(<Slot {...props}>{child}</Slot>);
    const { container: radix } = render(<RadixSlot {...props}>{child}</RadixSlot>);
    expect(ours.innerHTML).toBe(radix.innerHTML);
    expect(ours.innerHTML).toContain('class="slot child"');
  });

  it('runs the child’s handler, then the slot’s, and sets both refs', async () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot ref={slotRef} onClick={() => calls.push('slot')}>
        <a ref={childRef} href="#x" onClick={(e) => (e.preventDefault(), calls.push('child'))}>
          lien
        </a>
      </Slot>,
    );
    await userEvent.click(screen.getByText('lien'));
    expect(calls).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(childRef.current);
    expect(slotRef.current?.tagName).toBe('A');
  });

  it('lets Button render a link with its classes', () => {
    const onClick = vi.fn();
    render(
      <Button asChild variant="outline" onClick={onClick}>
        <a href="/products">Annonces</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Annonces' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link.className).toContain('border-input');
    expect(link).not.toHaveAttribute('type');
  });
});
