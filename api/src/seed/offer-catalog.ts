// Store categories and offer types of the seeded data, with what each kind of shop plausibly puts on offer.
import { CATEGORIES_ML, headlineMl, OFFER_TYPE_TITLES_ML } from './malayalam-texts.js';
import type { SeededRandom } from './seeded-random.js';

export const OFFER_TYPES = [
  'Flat Discount',
  'Buy 1 Get 1',
  'Festival Offer',
  'Clearance Sale',
  'Combo Offer',
  'Cashback',
  'Onam Special',
  'Weekend Deal',
] as const;

export type OfferTypeTitle = (typeof OFFER_TYPES)[number];

export interface Palette {
  from: string;
  to: string;
}

export interface CategorySpec {
  title: string;
  palette: Palette;
  /** What the shop sells, as it would read after "on": "Flat 20% off on {item}". */
  items: readonly string[];
  /** A closing sentence a shop of this kind would add. */
  notes: readonly string[];
  offerTypes: readonly OfferTypeTitle[];
  /** Typical bill size in rupees, for combo prices and gift thresholds. */
  prices: readonly [number, number];
  /** Words shop names of this kind end with, for generated store names. */
  shopWords: readonly string[];
}

export const CATEGORIES: readonly CategorySpec[] = [
  {
    title: 'Textiles',
    palette: { from: '#b5179e', to: '#560bad' },
    items: ['Kasavu sarees', 'silk sarees', 'kurtis and churidars', 'set mundu', "kids' ethnic wear", 'shirts'],
    notes: ['Free alteration on every purchase.', 'Fresh wedding collection in store.'],
    offerTypes: ['Flat Discount', 'Festival Offer', 'Onam Special', 'Clearance Sale', 'Weekend Deal', 'Combo Offer'],
    prices: [499, 4999],
    shopWords: ['Silks', 'Textiles', 'Fashions', 'Wedding Centre'],
  },
  {
    title: 'Jewellery',
    palette: { from: '#e9a23b', to: '#7f4f24' },
    items: ['gold making charges', 'diamond jewellery', 'bridal gold sets', 'silver anklets', 'temple jewellery'],
    notes: ['BIS hallmarked and certified jewellery.', 'Old gold exchanged at the best rate of the day.'],
    offerTypes: ['Flat Discount', 'Festival Offer', 'Onam Special', 'Cashback', 'Weekend Deal'],
    prices: [9999, 99999],
    shopWords: ['Jewellers', 'Gold Palace', 'Gold & Diamonds'],
  },
  {
    title: 'Electronics',
    palette: { from: '#0077b6', to: '#03045e' },
    items: ['LED televisions', 'home theatre systems', 'laptops', 'bluetooth speakers', 'inverters and UPS'],
    notes: ['Easy EMI with zero down payment.', 'Free installation and demo at home.'],
    offerTypes: ['Flat Discount', 'Cashback', 'Festival Offer', 'Onam Special', 'Clearance Sale', 'Combo Offer'],
    prices: [2999, 49999],
    shopWords: ['Electronics', 'Digital World', 'Electronics Centre'],
  },
  {
    title: 'Supermarkets',
    palette: { from: '#2a9d8f', to: '#1d3557' },
    items: ['rice, atta and pulses', 'Onam kit groceries', 'fresh vegetables', 'cleaning products', 'snacks'],
    notes: ['Free home delivery within 5 km on orders above ₹999.', 'Extra savings for loyalty card members.'],
    offerTypes: ['Buy 1 Get 1', 'Combo Offer', 'Weekend Deal', 'Onam Special', 'Cashback', 'Flat Discount'],
    prices: [299, 2499],
    shopWords: ['Supermarket', 'Hypermarket', 'Fresh Mart'],
  },
  {
    title: 'Restaurants',
    palette: { from: '#e63946', to: '#6a040f' },
    items: ['chicken biryani', 'Kerala meals', 'porotta and beef fry', 'family platters', 'seafood specials'],
    notes: ['Dine-in and takeaway.', 'Family rooms and home delivery available.'],
    offerTypes: ['Buy 1 Get 1', 'Combo Offer', 'Weekend Deal', 'Onam Special', 'Flat Discount', 'Cashback'],
    prices: [199, 1499],
    shopWords: ['Restaurant', 'Biryani House', 'Family Restaurant'],
  },
  {
    title: 'Bakeries',
    palette: { from: '#f4a261', to: '#9c4a1a' },
    items: ['birthday cakes', 'plum cakes', 'Kozhikodan halwa', 'puffs and cutlets', 'banana chips and sweets'],
    notes: ['Baked fresh every morning.', 'Custom cakes on 24 hours notice.'],
    offerTypes: ['Buy 1 Get 1', 'Combo Offer', 'Weekend Deal', 'Festival Offer', 'Flat Discount', 'Onam Special'],
    prices: [149, 1499],
    shopWords: ['Bakery', 'Bakes & Cakes', 'Sweets'],
  },
  {
    title: 'Mobiles',
    palette: { from: '#4361ee', to: '#3a0ca3' },
    items: ['5G smartphones', 'mobile accessories', 'smartwatches', 'earbuds and headphones', 'tablets'],
    notes: ['Exchange your old phone for the best value.', 'No-cost EMI on all major cards.'],
    offerTypes: ['Cashback', 'Flat Discount', 'Combo Offer', 'Festival Offer', 'Clearance Sale', 'Onam Special'],
    prices: [999, 29999],
    shopWords: ['Mobiles', 'Mobile World', 'Mobile Hub'],
  },
  {
    title: 'Furniture',
    palette: { from: '#a1683a', to: '#4e342e' },
    items: ['teak wood sofa sets', 'dining tables', 'cots and mattresses', 'office chairs', 'wardrobes'],
    notes: ['Free delivery and fitting within the district.', 'Solid wood and branded furniture under one roof.'],
    offerTypes: ['Flat Discount', 'Clearance Sale', 'Festival Offer', 'Onam Special', 'Combo Offer'],
    prices: [4999, 59999],
    shopWords: ['Furniture', 'Furniture Mart', 'Wood Works'],
  },
  {
    title: 'Footwear',
    palette: { from: '#ff7b00', to: '#9d0208' },
    items: ['school shoes', 'ladies sandals', 'sports shoes', 'leather chappals', 'kids footwear'],
    notes: ['All sizes in stock.', 'Exchange within 10 days with the bill.'],
    offerTypes: ['Buy 1 Get 1', 'Flat Discount', 'Clearance Sale', 'Weekend Deal', 'Festival Offer', 'Onam Special'],
    prices: [299, 2999],
    shopWords: ['Footwear', 'Shoe Mart', 'Chappal House'],
  },
  {
    title: 'Opticals',
    palette: { from: '#00b4d8', to: '#023e8a' },
    items: ['spectacle frames', 'progressive lenses', 'sunglasses', 'contact lenses', 'anti-glare lenses'],
    notes: ['Free computerised eye test.', 'Single vision lenses ready in one hour.'],
    offerTypes: ['Flat Discount', 'Buy 1 Get 1', 'Combo Offer', 'Festival Offer', 'Weekend Deal'],
    prices: [999, 9999],
    shopWords: ['Opticals', 'Eye Care', 'Vision Centre'],
  },
  {
    title: 'Pharmacy',
    palette: { from: '#2b9348', to: '#004b23' },
    items: ['medicines', 'Ayurvedic products', 'baby care products', 'health supplements', 'BP monitors'],
    notes: ['Open till 10 pm on all days.', 'Free home delivery for senior citizens.'],
    offerTypes: ['Flat Discount', 'Cashback', 'Combo Offer', 'Weekend Deal', 'Festival Offer'],
    prices: [199, 2999],
    shopWords: ['Medicals', 'Pharmacy', 'Medical Store'],
  },
  {
    title: 'Home Appliances',
    palette: { from: '#7b2cbf', to: '#240046' },
    items: ['washing machines', 'refrigerators', 'mixer grinders', 'air conditioners', 'water purifiers'],
    notes: ['Easy EMI available.', 'Exchange offer on old appliances.'],
    offerTypes: ['Flat Discount', 'Cashback', 'Festival Offer', 'Onam Special', 'Combo Offer', 'Clearance Sale'],
    prices: [1999, 44999],
    shopWords: ['Home Appliances', 'Home Store', 'Appliances'],
  },
];

const rupees = new Intl.NumberFormat('en-IN');

function roundPrice(random: SeededRandom, [low, high]: readonly [number, number]): string {
  const value = random.int(low, high);
  const step = value >= 10_000 ? 1000 : value >= 1000 ? 100 : 10;
  return rupees.format(Math.max(step, Math.round(value / step) * step - 1));
}

/** The discount an offer of this type announces: cashback and weekend deals are capped. */
function announcedPercent(type: OfferTypeTitle, percent: number): number {
  if (type === 'Cashback') return Math.min(percent, 20);
  return type === 'Weekend Deal' ? Math.min(percent, 25) : percent;
}

/** The bill amount a festival or combo offer names; other offers name none (and draw nothing). */
function billAmount(random: SeededRandom, type: OfferTypeTitle, category: CategorySpec): string | undefined {
  return type === 'Festival Offer' || type === 'Combo Offer' ? roundPrice(random, category.prices) : undefined;
}

function headline(type: OfferTypeTitle, item: string, percent: number, price: string | undefined): string {
  switch (type) {
    case 'Flat Discount':
      return `Flat ${percent}% off on ${item}.`;
    case 'Buy 1 Get 1':
      return `Buy 1 Get 1 free on ${item}.`;
    case 'Festival Offer':
      return `Festival offer: up to ${percent}% off on ${item}, with a gift on bills above ₹${price}.`;
    case 'Clearance Sale':
      return `Clearance sale: ${item} at up to ${percent}% off. Limited stock.`;
    case 'Combo Offer':
      return `Combo offer on ${item}, starting at ₹${price}.`;
    case 'Cashback':
      return `Instant cashback of ${percent}% on ${item} with UPI and card payments.`;
    case 'Onam Special':
      return `Onam special: ${percent}% off on ${item}.`;
    case 'Weekend Deal':
      return `Weekend deal: extra ${percent}% off on ${item} every Saturday and Sunday.`;
  }
}

/**
 * A believable offer of one category: its type, a title, the description shown as its headline, its item and
 * discount, and the same in Malayalam (drawing nothing more, so the English data stays as it was).
 */
export function describeOffer(random: SeededRandom, category: CategorySpec) {
  const offerType = random.pick(category.offerTypes);
  const itemIndex = random.index(category.items.length);
  const item = category.items[itemIndex] ?? '';
  const percent = announcedPercent(offerType, random.int(2, 12) * 5);
  const price = billAmount(random, offerType, category);
  const noteIndex = random.index(category.notes.length);
  const description = `${headline(offerType, item, percent, price)} ${category.notes[noteIndex]}`;
  const title = `${offerType}: ${item.charAt(0).toUpperCase()}${item.slice(1)}`;
  const malayalam = CATEGORIES_ML[category.title];
  const itemMl = malayalam?.items[itemIndex];
  const noteMl = malayalam?.notes[noteIndex];
  const typeMl = OFFER_TYPE_TITLES_ML[offerType];
  return {
    offerType,
    title,
    description,
    item,
    percent,
    itemMl,
    titleMl: itemMl ? `${typeMl}: ${itemMl}` : null,
    descriptionMl: itemMl && noteMl ? `${headlineMl(offerType, itemMl, percent, price)} ${noteMl}` : null,
  };
}
