// /aboutus: hero, mission statement, and the Vision, Mission and Who We Are cards.
import { useMessages } from '../../../lib/i18n/messages';

export function AboutPage() {
  const m = useMessages().about;
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{m.heading}</h1>
          <p>{m.intro}</p>
        </div>
      </section>
      <div className="container section">
        <p className="lead">{m.lead}</p>
        <div className="info-cards">
          {m.cards.map((card) => (
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
