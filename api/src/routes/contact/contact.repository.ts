// SQL for contact messages: storing what visitors send and the admin inbox (unread first, then newest).

import { CONTACT_SERVICE_LABELS } from '@offerboard/shared-types/contact-en';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { onePage } from '../../db/query-parts.js';
import { contactMessages } from '../../db/schema.js';
import { NotFoundError } from '../../lib/errors.js';
import { withStringId } from '../../lib/ids.js';
import type { ContactMessage } from './schema.js';

type ContactMessageView = Static<typeof ContactMessage>;
export type NewContactMessage = Pick<ContactMessageView, 'name' | 'email' | 'phone' | 'service' | 'message'>;

type Row = typeof contactMessages.$inferSelect;

function toView({ readAt, createdAt, ...message }: Row): ContactMessageView {
  return {
    ...withStringId(message),
    serviceLabel: CONTACT_SERVICE_LABELS[message.service],
    read: readAt !== null,
    createdAt: createdAt.toISOString(),
  };
}

export class ContactRepository {
  constructor(private readonly db: Db) {}

  create(message: NewContactMessage): void {
    this.db.insert(contactMessages).values(message).run();
  }

  list(options: { page: number; limit: number }) {
    const totals = this.db
      .select({ total: count(), unread: count(sql`case when ${contactMessages.readAt} is null then 1 end`) })
      .from(contactMessages)
      .get();
    const query = this.db
      .select()
      .from(contactMessages)
      .orderBy(sql`${contactMessages.readAt} is not null`, desc(contactMessages.createdAt), desc(contactMessages.id))
      .$dynamic();
    const rows = onePage(query, options.page, options.limit).all();
    return { rows: rows.map(toView), total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
  }

  find(id: number): ContactMessageView {
    const row = this.db.select().from(contactMessages).where(eq(contactMessages.id, id)).get();
    if (!row) throw new NotFoundError('Message not found');
    return toView(row);
  }

  /** Marks the message read; reading it again keeps the first read time. */
  markRead(id: number, at: Date): ContactMessageView {
    return this.db.transaction(() => {
      this.find(id);
      this.db
        .update(contactMessages)
        .set({ readAt: at })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)))
        .run();
      return this.find(id);
    });
  }

  delete(id: number): void {
    this.db.transaction(() => {
      this.find(id);
      this.db.delete(contactMessages).where(eq(contactMessages.id, id)).run();
    });
  }
}
