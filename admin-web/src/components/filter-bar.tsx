// A list screen's filter bar: the search box, kept in the URL as the list's `search`, then the screen's selects.
import type { ReactNode } from 'react';
import { SearchBox } from './search-box';
import type { UrlList } from './url-list';

interface FilterBarProps {
  list: UrlList<{ search?: string }>;
  /** The search box's accessible name. */
  searchLabel: string;
  placeholder: string;
  children: ReactNode;
}

export function FilterBar({ list, searchLabel, placeholder, children }: FilterBarProps) {
  return (
    <div className="filters">
      <SearchBox
        value={list.filters.search}
        onSearch={(search) => list.update({ search })}
        label={searchLabel}
        placeholder={placeholder}
      />
      {children}
    </div>
  );
}
