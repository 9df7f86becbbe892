import { Plus } from '@/components/icons';
import type { ReactNode } from 'react';
import { SearchBox } from '@/components/products/search-box';
import { Button } from '@/components/ui/button';

type TabToolbarProps = {
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  addLabel: string;
  onAdd: () => void;
  /** The tab's filters, between the search field and the add button. */
  children?: ReactNode;
};

/** The row above an admin table: search, the tab's filters, and the button that opens a blank dialog. */
export function TabToolbar({ searchLabel, search, onSearch, addLabel, onAdd, children }: TabToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <SearchBox label={searchLabel} placeholder={searchLabel} value={search} onChange={onSearch} />
      </div>
      {children}
      <Button onClick={onAdd}>
        <Plus aria-hidden className="h-4 w-4" /> {addLabel}
      </Button>
    </div>
  );
}
