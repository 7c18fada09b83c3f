// The ad form's optional offer details: short title, coupon code, terms and prices (INR). The API checks them and
// reports each problem on its field.
import { Field } from '../../../components/field';
import type { FieldErrors } from '../../../lib/api';
import type { StoreAd } from '../api/queries';

export interface OfferExtras {
  shortTitle: string;
  couponCode: string;
  terms: string;
  priceBefore: string;
  priceAfter: string;
}

export function extrasOf(ad: StoreAd | null): OfferExtras {
  return {
    shortTitle: ad?.shortTitle ?? '',
    couponCode: ad?.couponCode ?? '',
    terms: ad?.terms ?? '',
    priceBefore: ad?.priceBefore?.toString() ?? '',
    priceAfter: ad?.priceAfter?.toString() ?? '',
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
  const text = (field: keyof OfferExtras, label: string, options: { maxLength: number; hint?: string }) => (
    <Field label={label} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          value={value[field]}
          maxLength={options.maxLength}
          placeholder={options.hint}
          onChange={(e) => onChange(field, e.target.value)}
        />
      )}
    </Field>
  );
  const price = (field: 'priceBefore' | 'priceAfter', label: string) => (
    <Field label={label} error={errors[field]}>
      {(props) => (
        <input
          {...props}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          value={value[field]}
          onChange={(e) => onChange(field, e.target.value)}
        />
      )}
    </Field>
  );
  return (
    <>
      {text('shortTitle', 'Short title (optional, shown on cards)', {
        maxLength: 80,
        hint: 'e.g. Biryani for two at ₹299',
      })}
      {text('couponCode', 'Coupon code (optional)', { maxLength: 30, hint: 'e.g. ONAM20' })}
      {price('priceBefore', 'Price before, ₹ (optional)')}
      {price('priceAfter', 'Offer price, ₹ (optional)')}
      <div className="span-2">
        <Field label="Terms (optional)" error={errors.terms}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              maxLength={1000}
              value={value.terms}
              onChange={(e) => onChange('terms', e.target.value)}
            />
          )}
        </Field>
      </div>
    </>
  );
}
