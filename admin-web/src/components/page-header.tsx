import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/document-title';

/** A screen's heading, which also titles the browser tab, with the screen's main actions beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="page-header">
      <h1>{title}</h1>
      {children && <div className="page-actions">{children}</div>}
    </div>
  );
}
