// Request and response schemas of the contact form and the admin inbox.
import { CONTACT_SERVICES } from '@offerboard/shared-types/rules';
import { Type } from 'typebox';
import { IdString } from '../../lib/ids.js';
import { PageFields, PageQuery } from '../../lib/schemas.js';

/** Every field is an optional string so that the handler's ordered checks produce the spec's messages. */
export const ContactSubmitBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 100 })),
  email: Type.Optional(Type.String({ maxLength: 254 })),
  phone: Type.Optional(Type.String({ maxLength: 30 })),
  service: Type.Optional(Type.String({ maxLength: 20 })),
  // Longer than MAX_CONTACT_MESSAGE, so a message a little too long is told how long it is, not refused by the schema.
  message: Type.Optional(Type.String({ maxLength: 20_000 })),
  website: Type.Optional(Type.String({ maxLength: 200, description: 'Honeypot: leave empty' })),
});

/** The language of the form's answers: its messages, and the page a form sent without JavaScript lands on. */
export const ContactSubmitQuery = Type.Object({
  lang: Type.Optional(
    Type.Union([Type.Literal('en'), Type.Literal('ml')], {
      description: 'en (the default) or ml, the Malayalam site (/ml/contactus)',
    }),
  ),
});

export const ContactMessage = Type.Object({
  _id: IdString,
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  service: Type.Enum(CONTACT_SERVICES),
  serviceLabel: Type.String(),
  message: Type.String(),
  read: Type.Boolean(),
  createdAt: Type.String({ format: 'date-time' }),
});

export const ContactMessageListQuery = Type.Object({ ...PageQuery });

export const ContactMessageList = Type.Object({ ...PageFields(ContactMessage), unreadCount: Type.Integer() });
