// Where a page served as islands (the home page, offer pages and the listing, docs/decisions/020, 041, 048) hydrates each of its React
// roots: a prerendered element marked with the island's name, which islands.tsx finds and hydrates the same children
// into.
import type { ReactNode } from 'react';
import type { IslandName } from '../lib/island-data';

export function Island({
  name,
  as: Tag = 'div',
  className,
  children,
}: {
  name: IslandName;
  as?: 'div' | 'header';
  className: string;
  children: ReactNode;
}) {
  return (
    <Tag className={className} data-island={name}>
      {children}
    </Tag>
  );
}
