// The two floating buttons of the home page: WhatsApp and a phone call to the operators, always in view at the bottom
// right (the spec's place for them); the page ends with room for them, so the last content can scroll clear of them.
import { OPERATOR_PHONE, telLink, WHATSAPP_GREETING, whatsappLink } from '../lib/site';
import { Icon } from './icons';

export function FloatingContact() {
  return (
    <div className="floating-contact" data-testid="floating-contact">
      <a
        className="floating-button whatsapp"
        href={whatsappLink(OPERATOR_PHONE, WHATSAPP_GREETING)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp"
      >
        <Icon name="whatsapp" size={26} />
      </a>
      <a className="floating-button call" href={telLink(OPERATOR_PHONE)} aria-label="Call us">
        <Icon name="phone" size={24} />
      </a>
    </div>
  );
}
