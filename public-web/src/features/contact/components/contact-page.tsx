// /contactus: hero, three info cards (fixed address, phone and hours), the message form and the map.
import { MAP_EMBED_URL, OPERATOR_ADDRESS, OPERATOR_PHONE, SITE_NAME, telLink } from '../../../lib/site';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>Contact Us</h1>
          <p>Questions about an offer, or want your shop on {SITE_NAME}? We are happy to help.</p>
        </div>
      </section>
      <div className="container section">
        <div className="info-cards">
          <div className="info-card">
            <h2>Address</h2>
            <p>{OPERATOR_ADDRESS}</p>
          </div>
          <div className="info-card">
            <h2>Phone</h2>
            <p>
              <a href={telLink(OPERATOR_PHONE)}>+91 {OPERATOR_PHONE}</a>
            </p>
          </div>
          <div className="info-card">
            <h2>Opening hours</h2>
            <p>Mon to Sat 10:00am-5:00pm</p>
            <p>Sunday closed</p>
          </div>
        </div>
        <div className="contact-grid">
          <div>
            <h2>Send us a message</h2>
            {/* Shown where a form sent without JavaScript lands: the API's 303 to /contactus#sent. */}
            <p id="sent" className="contact-sent" role="status">
              Message sent successfully! Thank you for writing to us.
            </p>
            <ContactForm />
          </div>
          <iframe
            className="map"
            title={`${SITE_NAME} office on the map`}
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </div>
      </div>
    </>
  );
}
