import { Search, X } from '@/components/icons';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

type SearchBoxProps = {
  /** Accessible name of the search field. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit?: (event: FormEvent) => void;
  /** A visible submit button (/products); without it Enter alone applies. */
  submitLabel?: string;
  /** A × button that empties the field (search tab). */
  clearLabel?: string;
  /** Further buttons on the same row (the filters toggle). */
  children?: ReactNode;
};

/** The search field of a product listing, with its icon, optional clear and submit buttons. */
export function SearchBox({ label, placeholder, value, onChange, onSubmit, submitLabel, clearLabel, children }: SearchBoxProps) {
  const inputId = useId();
  return (
    <form role="search" onSubmit={onSubmit ?? ((event) => event.preventDefault())} className="flex gap-2">
      <div className="relative flex-1">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={inputId}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          className={clearLabel ? 'h-11 pe-10 ps-9' : 'h-11 ps-9'}
          autoComplete="off"
          enterKeyHint="search"
        />
        {clearLabel && value ? (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={clearLabel}
            className="absolute end-2 top-1/2 -translate-y-1/2 rounded-full p-1 text-muted-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X aria-hidden className="h-4 w-4" />
          </button>
        ) : null}
      </div>
      {submitLabel ? (
        <Button type="submit" className="h-11">
          {submitLabel}
        </Button>
      ) : null}
      {children}
    </form>
  );
}
