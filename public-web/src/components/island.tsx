// Where a page served as islands (the home page, docs/decisions/020) hydrates each of its React roots: a prerendered
// element marked with the island's name, which home-islands.tsx finds and hydrates the same children into.
import type { ReactNode } from 'react';

export type IslandName = 'header' | 'home';

export const islandSelector = (name: IslandName) => `[data-island="${name}"]`;

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
