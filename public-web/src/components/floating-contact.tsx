// The two floating buttons of the home page: WhatsApp and a phone call to the operators. They keep clear of content:
// they step aside while a card or a control is under them, and the page ends with room for them.
import { useRef } from 'react';
import { OPERATOR_PHONE, telLink, WHATSAPP_GREETING, whatsappLink } from '../lib/site';
import { Icon } from './icons';
import { useClearOfContent } from './use-floating-clear';

export function FloatingContact() {
  const ref = useRef<HTMLDivElement>(null);
  const clear = useClearOfContent(ref);
  return (
    <div ref={ref} className={`floating-contact${clear ? '' : ' is-aside'}`} data-testid="floating-contact">
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
