// The words the audit log uses for item types and actions.
import type { AuditAction, AuditItemType } from './api/queries';

export const ITEM_TYPE_LABELS: Record<AuditItemType, string> = {
  store: 'Store',
  offer: 'Offer',
  banner: 'Banner',
  category: 'Category',
  location: 'Location',
  offerType: 'Offer type',
  message: 'Message',
  admin: 'Account',
  invite: 'Owner invite',
  review: 'Review',
  counter: 'Counter',
};

export const ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  'bulk-delete': 'Deleted (bulk)',
  'bulk-extend': 'Extended (bulk)',
  'bulk-pause': 'Paused (bulk)',
  'bulk-resume': 'Resumed (bulk)',
  pause: 'Paused',
  resume: 'Resumed',
  approve: 'Approved',
  reject: 'Rejected',
  duplicate: 'Duplicated',
  import: 'Imported',
  reset: 'Reset',
  'mark-read': 'Marked read',
  'password-change': 'Password changed',
  'password-reset': 'Password reset by e-mail link',
  'accept-invite': 'Invite accepted',
  revoke: 'Owner revoked',
  login: 'Signed in',
  'login-failed': 'Failed sign-in',
  logout: 'Signed out',
};
