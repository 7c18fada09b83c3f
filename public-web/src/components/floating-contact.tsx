// The two floating buttons of the home page: WhatsApp and a phone call to the operators, always in view at the bottom
// right (the spec's place for them); the page ends with room for them, so the last content can scroll clear of them.
import { useMessages } from '../lib/i18n/messages';
import { OPERATOR_PHONE, telLink, WHATSAPP_GREETING, whatsappLink } from '../lib/site';
import { Icon } from './icons';

export function FloatingContact() {
  const m = useMessages();
  return (
    <div className="floating-contact" data-testid="floating-contact">
      <a
        className="floating-button whatsapp"
        href={whatsappLink(OPERATOR_PHONE, WHATSAPP_GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={m.floating.whatsapp}
      >
        <Icon name="whatsapp" size={26} />
      </a>
      <a className="floating-button call" href={telLink(OPERATOR_PHONE)} aria-label={m.floating.call}>
        <Icon name="phone" size={24} />
      </a>
    </div>
  );
}
