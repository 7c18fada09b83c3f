// The ad form's optional offer details: coupon code, terms and prices (INR). The API checks them and
// reports each problem on its field.
import { InputField, TextAreaField } from '../../../components/field';
import type { FieldErrors } from '../../../lib/api';
import type { StoreOffer } from '../../../lib/store-queries';

export interface OfferExtras {
  couponCode: string;
  terms: string;
  priceBefore: string;
  priceAfter: string;
}

export function extrasOf(offer: StoreOffer | null): OfferExtras {
  return {
    couponCode: offer?.couponCode ?? '',
    terms: offer?.terms ?? '',
    priceBefore: offer?.priceBefore?.toString() ?? '',
    priceAfter: offer?.priceAfter?.toString() ?? '',
  };
}

/** Adds the filled-in fields; one left empty is not sent, which clears it. */
export function appendExtras(form: FormData, extras: OfferExtras): void {
  for (const [field, value] of Object.entries(extras)) {
    if (value.trim()) form.append(field, value.trim());
  }
}

interface Props {
  value: OfferExtras;
  errors: FieldErrors;
  onChange: (field: keyof OfferExtras, value: string) => void;
}

export function OfferExtrasFields({ value, errors, onChange }: Props) {
  const bind = (field: keyof OfferExtras) => ({
    error: errors[field],
    value: value[field],
    onValue: (next: string) => onChange(field, next),
  });
  const price = { type: 'number', inputMode: 'decimal', min: '0.01', step: '0.01' } as const;
  return (
    <>
      <InputField label="Coupon code (optional)" maxLength={30} placeholder="e.g. ONAM20" {...bind('couponCode')} />
      <InputField label="Price before, ₹ (optional)" {...price} {...bind('priceBefore')} />
      <InputField label="Offer price, ₹ (optional)" {...price} {...bind('priceAfter')} />
      <div className="span-2">
        <TextAreaField label="Terms (optional)" rows={2} maxLength={1000} {...bind('terms')} />
      </div>
    </>
  );
}
