// The coupon code to show at the counter (with a Copy button) and the shop's terms; nothing when the offer has neither.
import { Icon } from '../../../components/icons';
import { copyText } from '../../../lib/clipboard';
import { useMessages } from '../../../lib/i18n/messages';
import type { Offer } from '../../../lib/offer-queries';

export function CouponAndTerms({ offer }: { offer: Offer }) {
  const m = useMessages();
  const { couponCode, terms } = offer;
  if (!couponCode && !terms) return null;
  return (
    <>
      {couponCode && (
        <div className="coupon" data-testid="coupon">
          <span className="coupon-label">{m.offer.coupon}</span>
          <code className="coupon-code">{couponCode}</code>
          <button
            type="button"
            className="button ghost"
            onClick={() => copyText(couponCode, m.offer.couponCopied, m.offer.couponCopyFailed)}
            aria-label={m.offer.copyCoupon(couponCode)}
          >
            <Icon name="copy" size={18} /> {m.card.copy}
          </button>
        </div>
      )}
      {terms && (
        <div className="info-box">
          <h2>{m.offer.terms}</h2>
          <p className="terms">{terms}</p>
        </div>
      )}
    </>
  );
}
