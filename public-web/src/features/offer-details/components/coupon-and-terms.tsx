// The coupon code to show at the counter (with a Copy button) and the shop's terms; nothing when the offer has neither.
import { Icon } from '../../../components/icons';
import { copyText } from '../../../lib/clipboard';
import type { Offer } from '../../../lib/offer-queries';

export function CouponAndTerms({ offer }: { offer: Offer }) {
  const { couponCode, terms } = offer;
  if (!couponCode && !terms) return null;
  return (
    <>
      {couponCode && (
        <div className="coupon" data-testid="coupon">
          <span className="coupon-label">Coupon code</span>
          <code className="coupon-code">{couponCode}</code>
          <button
            type="button"
            className="button ghost"
            onClick={() => copyText(couponCode, 'Coupon code copied!', 'Failed to copy the coupon code')}
            aria-label={`Copy coupon code ${couponCode}`}
          >
            <Icon name="copy" size={18} /> Copy
          </button>
        </div>
      )}
      {terms && (
        <div className="info-box">
          <h2>Terms</h2>
          <p className="terms">{terms}</p>
        </div>
      )}
    </>
  );
}
