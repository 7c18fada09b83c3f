// /aboutus: hero, mission statement, and the Vision, Mission and Who We Are cards.
import { SITE_NAME } from '../../../lib/site';

const CARDS = [
  {
    title: 'Vision',
    text: 'Every shopper in Kerala finds the best local deal in seconds, and every local shop reaches its neighbourhood without a big budget.',
  },
  {
    title: 'Mission',
    text: 'Collect current offers from shops across all 14 districts, keep them accurate and make them easy to search, share and act on.',
  },
  {
    title: 'Who We Are',
    text: 'A small team from Kochi who build simple, fast software for local businesses and the people who shop with them.',
  },
];

export function AboutPage() {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>About Us</h1>
          <p>{SITE_NAME} brings the offers and discounts of local shops across Kerala to one place.</p>
        </div>
      </section>
      <div className="container section">
        <p className="lead">
          Our mission is simple: help you save money at the shops around you, and help those shops tell you about their
          offers. Browse by category, district or store, and contact a shop on WhatsApp or by phone in one tap.
        </p>
        <div className="info-cards">
          {CARDS.map((card) => (
            <div className="info-card" key={card.title}>
              <h2>{card.title}</h2>
              <p>{card.text}</p>
            </div>
          ))}
        </div>
      </div>
    </>
  );
}
