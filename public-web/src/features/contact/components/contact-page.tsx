// /contactus: hero, three info cards (fixed address, phone and hours), the message form and the map.
import { useMessages } from '../../../lib/i18n/messages';
import { MAP_EMBED_URL, OPERATOR_ADDRESS, OPERATOR_PHONE, telLink } from '../../../lib/site';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const m = useMessages();
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{m.contact.heading}</h1>
          <p>{m.contact.intro}</p>
        </div>
      </section>
      <div className="container section">
        <div className="info-cards">
          <div className="info-card">
            <h2>{m.contact.address}</h2>
            <p>{OPERATOR_ADDRESS}</p>
          </div>
          <div className="info-card">
            <h2>{m.contact.phone}</h2>
            <p>
              <a href={telLink(OPERATOR_PHONE)}>+91 {OPERATOR_PHONE}</a>
            </p>
          </div>
          <div className="info-card">
            <h2>{m.contact.hours}</h2>
            <p>{m.contact.weekdays}</p>
            <p>{m.contact.sunday}</p>
          </div>
        </div>
        <div className="contact-grid">
          <div>
            <h2>{m.contact.write}</h2>
            {/* Shown where a form sent without JavaScript lands: the API's 303 to /contactus#sent. */}
            <p id="sent" className="contact-sent" role="status">
              {m.contact.sent}
            </p>
            <ContactForm />
          </div>
          <iframe
            className="map"
            title={m.contact.map}
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
      </div>
    </>
  );
}
