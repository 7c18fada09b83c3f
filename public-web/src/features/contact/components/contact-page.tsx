// /contactus: hero, three info cards (fixed address, phone and hours), the message form and the map.
import { useMessages } from '../../../lib/i18n/messages';
import { MAP_EMBED_URL, OPERATOR_ADDRESS, OPERATOR_PHONE, telLink } from '../../../lib/site';
import { ContactForm } from './contact-form';

export function ContactPage() {
  const m = useMessages().contact;
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{m.heading}</h1>
          <p>{m.intro}</p>
        </div>
      </section>
      <div className="container section">
        <div className="info-cards">
          <div className="info-card">
            <h2>{m.address}</h2>
            <p>{OPERATOR_ADDRESS}</p>
          </div>
          <div className="info-card">
            <h2>{m.phone}</h2>
            <p>
              <a href={telLink(OPERATOR_PHONE)}>+91 {OPERATOR_PHONE}</a>
            </p>
          </div>
          <div className="info-card">
            <h2>{m.hours}</h2>
            <p>{m.weekdays}</p>
            <p>{m.sunday}</p>
          </div>
        </div>
        <div className="contact-grid">
          <div>
            <h2>{m.write}</h2>
            {/* Shown where a form sent without JavaScript lands: the API's 303 to /contactus#sent. */}
            <p id="sent" className="contact-sent" role="status">
              {m.sent}
            </p>
            <ContactForm />
          </div>
          <iframe
            className="map"
            title={m.map}
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
      </div>
    </>
  );
}
