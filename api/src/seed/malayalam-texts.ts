// The seeded data's Malayalam, as a shop in Kerala would write it: town, category and offer type names, each
// category's items and closing lines (in the order of offer-catalog.ts), offer headlines, terms and the demo shops'
// names. Shop names keep their English words in Malayalam letters, as their boards do.
import type { OfferTypeTitle } from './offer-catalog.js';

export const TOWN_NAMES_ML: Readonly<Record<string, string>> = {
  Thampanoor: 'തമ്പാനൂർ',
  Kazhakkoottam: 'കഴക്കൂട്ടം',
  Neyyattinkara: 'നെയ്യാറ്റിൻകര',
  Attingal: 'ആറ്റിങ്ങൽ',
  Kollam: 'കൊല്ലം',
  Karunagappally: 'കരുനാഗപ്പള്ളി',
  Kottarakkara: 'കൊട്ടാരക്കര',
  Punalur: 'പുനലൂർ',
  Pathanamthitta: 'പത്തനംതിട്ട',
  Thiruvalla: 'തിരുവല്ല',
  Adoor: 'അടൂർ',
  Ranni: 'റാന്നി',
  Alappuzha: 'ആലപ്പുഴ',
  Cherthala: 'ചേർത്തല',
  Kayamkulam: 'കായംകുളം',
  Haripad: 'ഹരിപ്പാട്',
  Kottayam: 'കോട്ടയം',
  Changanassery: 'ചങ്ങനാശ്ശേരി',
  Pala: 'പാലാ',
  Ettumanoor: 'ഏറ്റുമാനൂർ',
  Thodupuzha: 'തൊടുപുഴ',
  Kattappana: 'കട്ടപ്പന',
  Munnar: 'മൂന്നാർ',
  Adimali: 'അടിമാലി',
  Kochi: 'കൊച്ചി',
  Aluva: 'ആലുവ',
  Kakkanad: 'കാക്കനാട്',
  Perumbavoor: 'പെരുമ്പാവൂർ',
  Thrissur: 'തൃശ്ശൂർ',
  Chalakudy: 'ചാലക്കുടി',
  Guruvayur: 'ഗുരുവായൂർ',
  Kodungallur: 'കൊടുങ്ങല്ലൂർ',
  Palakkad: 'പാലക്കാട്',
  Ottapalam: 'ഒറ്റപ്പാലം',
  Mannarkkad: 'മണ്ണാർക്കാട്',
  Chittur: 'ചിറ്റൂർ',
  Malappuram: 'മലപ്പുറം',
  Manjeri: 'മഞ്ചേരി',
  Tirur: 'തിരൂർ',
  Perinthalmanna: 'പെരിന്തൽമണ്ണ',
  'Kozhikode Beach': 'കോഴിക്കോട് ബീച്ച്',
  Vadakara: 'വടകര',
  Koyilandy: 'കൊയിലാണ്ടി',
  Ramanattukara: 'രാമനാട്ടുകര',
  Kalpetta: 'കൽപ്പറ്റ',
  'Sulthan Bathery': 'സുൽത്താൻ ബത്തേരി',
  Mananthavady: 'മാനന്തവാടി',
  Kannur: 'കണ്ണൂർ',
  Thalassery: 'തലശ്ശേരി',
  Payyanur: 'പയ്യന്നൂർ',
  Taliparamba: 'തളിപ്പറമ്പ്',
  Kasaragod: 'കാസർഗോഡ്',
  Kanhangad: 'കാഞ്ഞങ്ങാട്',
  Nileshwar: 'നീലേശ്വരം',
};

export const OFFER_TYPE_TITLES_ML: Readonly<Record<OfferTypeTitle, string>> = {
  'Flat Discount': 'വിലക്കിഴിവ്',
  'Buy 1 Get 1': 'ഒന്നെടുത്താൽ ഒന്ന് ഫ്രീ',
  'Festival Offer': 'ഉത്സവകാല ഓഫർ',
  'Clearance Sale': 'സ്റ്റോക്ക് ക്ലിയറൻസ്',
  'Combo Offer': 'കോമ്പോ ഓഫർ',
  Cashback: 'ക്യാഷ്ബാക്ക്',
  'Onam Special': 'ഓണം സ്പെഷ്യൽ',
  'Weekend Deal': 'വാരാന്ത്യ ഓഫർ',
};

/** A category's Malayalam title, and its items and closing lines in the same order as the English ones. */
export interface CategoryMalayalam {
  title: string;
  items: readonly string[];
  notes: readonly string[];
}

export const CATEGORIES_ML: Readonly<Record<string, CategoryMalayalam>> = {
  Textiles: {
    title: 'തുണിത്തരങ്ങൾ',
    items: ['കസവ് സാരികൾ', 'പട്ടുസാരികൾ', 'കുർത്തികളും ചുരിദാറുകളും', 'സെറ്റ് മുണ്ട്', 'കുട്ടികളുടെ പരമ്പരാഗത വസ്ത്രങ്ങൾ', 'ഷർട്ടുകൾ'],
    notes: ['എല്ലാ പർച്ചേസിനും ആൾട്ടറേഷൻ സൗജന്യം.', 'പുതിയ വിവാഹ കളക്ഷൻ എത്തിയിട്ടുണ്ട്.'],
  },
  Jewellery: {
    title: 'ആഭരണങ്ങൾ',
    items: ['സ്വർണാഭരണങ്ങളുടെ പണിക്കൂലി', 'വജ്രാഭരണങ്ങൾ', 'വിവാഹ സ്വർണ സെറ്റുകൾ', 'വെള്ളിക്കൊലുസുകൾ', 'ടെമ്പിൾ ആഭരണങ്ങൾ'],
    notes: ['ബിഐഎസ് ഹാൾമാർക്ക് മുദ്രയുള്ള ആഭരണങ്ങൾ മാത്രം.', 'പഴയ സ്വർണം അന്നത്തെ ഏറ്റവും നല്ല വിലയ്ക്ക് മാറ്റിയെടുക്കാം.'],
  },
  Electronics: {
    title: 'ഇലക്ട്രോണിക്സ്',
    items: ['എൽഇഡി ടിവികൾ', 'ഹോം തിയേറ്റർ സിസ്റ്റങ്ങൾ', 'ലാപ്ടോപ്പുകൾ', 'ബ്ലൂടൂത്ത് സ്പീക്കറുകൾ', 'ഇൻവെർട്ടറുകളും യുപിഎസും'],
    notes: ['ഡൗൺ പേയ്മെന്റ് ഇല്ലാതെ എളുപ്പത്തിൽ ഇഎംഐ.', 'വീട്ടിൽ വന്ന് സൗജന്യ ഇൻസ്റ്റലേഷനും ഡെമോയും.'],
  },
  Supermarkets: {
    title: 'സൂപ്പർമാർക്കറ്റുകൾ',
    items: ['അരി, ആട്ട, പയറുവർഗങ്ങൾ', 'ഓണക്കിറ്റ് സാധനങ്ങൾ', 'പച്ചക്കറികൾ', 'ശുചീകരണ ഉൽപ്പന്നങ്ങൾ', 'പലഹാരങ്ങൾ'],
    notes: ['₹999-ന് മുകളിലുള്ള ഓർഡറുകൾക്ക് 5 കി.മീ. ചുറ്റളവിൽ സൗജന്യ ഹോം ഡെലിവറി.', 'ലോയൽറ്റി കാർഡ് ഉള്ളവർക്ക് അധിക ലാഭം.'],
  },
  Restaurants: {
    title: 'ഹോട്ടലുകൾ',
    items: ['ചിക്കൻ ബിരിയാണി', 'ഊണ്', 'പൊറോട്ടയും ബീഫ് ഫ്രൈയും', 'ഫാമിലി പ്ലാറ്ററുകൾ', 'കടൽ വിഭവങ്ങൾ'],
    notes: ['ഇവിടെയിരുന്ന് കഴിക്കാം, പാഴ്സലും കിട്ടും.', 'ഫാമിലി റൂമും ഹോം ഡെലിവറിയും ഉണ്ട്.'],
  },
  Bakeries: {
    title: 'ബേക്കറികൾ',
    items: ['ബർത്ത്ഡേ കേക്കുകൾ', 'പ്ലം കേക്കുകൾ', 'കോഴിക്കോടൻ ഹൽവ', 'പഫ്സും കട്ലറ്റും', 'ഉപ്പേരിയും മധുരപലഹാരങ്ങളും'],
    notes: ['എല്ലാ ദിവസവും രാവിലെ ചുട്ടെടുക്കുന്നത്.', '24 മണിക്കൂർ മുമ്പ് പറഞ്ഞാൽ ഇഷ്ടമുള്ള കേക്ക് ഉണ്ടാക്കിത്തരും.'],
  },
  Mobiles: {
    title: 'മൊബൈൽ ഫോണുകൾ',
    items: ['5ജി സ്മാർട്ട്ഫോണുകൾ', 'മൊബൈൽ ആക്സസറികൾ', 'സ്മാർട്ട് വാച്ചുകൾ', 'ഇയർബഡുകളും ഹെഡ്ഫോണുകളും', 'ടാബ്ലെറ്റുകൾ'],
    notes: ['പഴയ ഫോണിന് ഏറ്റവും നല്ല എക്സ്ചേഞ്ച് വില.', 'എല്ലാ പ്രമുഖ കാർഡുകളിലും പലിശയില്ലാത്ത ഇഎംഐ.'],
  },
  Furniture: {
    title: 'ഫർണിച്ചർ',
    items: ['തേക്കിൻതടി സോഫ സെറ്റുകൾ', 'ഡൈനിങ് ടേബിളുകൾ', 'കട്ടിലുകളും മെത്തകളും', 'ഓഫീസ് കസേരകൾ', 'അലമാരകൾ'],
    notes: ['ജില്ലയിലെവിടെയും സൗജന്യ ഡെലിവറിയും ഫിറ്റിങ്ങും.', 'തടി ഫർണിച്ചറും ബ്രാൻഡഡ് ഫർണിച്ചറും ഒരു കുടക്കീഴിൽ.'],
  },
  Footwear: {
    title: 'ചെരിപ്പുകൾ',
    items: ['സ്കൂൾ ഷൂസ്', 'ലേഡീസ് സാൻഡലുകൾ', 'സ്പോർട്സ് ഷൂസ്', 'തുകൽ ചെരിപ്പുകൾ', 'കുട്ടികളുടെ ചെരിപ്പുകൾ'],
    notes: ['എല്ലാ സൈസുകളും സ്റ്റോക്കുണ്ട്.', 'ബില്ലുമായി വന്നാൽ 10 ദിവസത്തിനകം മാറ്റിയെടുക്കാം.'],
  },
  Opticals: {
    title: 'കണ്ണടകൾ',
    items: ['കണ്ണട ഫ്രെയിമുകൾ', 'പ്രോഗ്രസീവ് ലെൻസുകൾ', 'കൂളിങ് ഗ്ലാസുകൾ', 'കോൺടാക്ട് ലെൻസുകൾ', 'ആന്റി-ഗ്ലെയർ ലെൻസുകൾ'],
    notes: ['കമ്പ്യൂട്ടർ വഴിയുള്ള കണ്ണ് പരിശോധന സൗജന്യം.', 'സിംഗിൾ വിഷൻ ലെൻസുകൾ ഒരു മണിക്കൂറിനുള്ളിൽ റെഡി.'],
  },
  Pharmacy: {
    title: 'മെഡിക്കൽ സ്റ്റോറുകൾ',
    items: ['മരുന്നുകൾ', 'ആയുർവേദ ഉൽപ്പന്നങ്ങൾ', 'കുഞ്ഞുങ്ങൾക്കുള്ള ഉൽപ്പന്നങ്ങൾ', 'ആരോഗ്യ സപ്ലിമെന്റുകൾ', 'ബിപി മോണിറ്ററുകൾ'],
    notes: ['എല്ലാ ദിവസവും രാത്രി 10 വരെ തുറന്നിരിക്കും.', 'മുതിർന്ന പൗരന്മാർക്ക് സൗജന്യ ഹോം ഡെലിവറി.'],
  },
  'Home Appliances': {
    title: 'ഗൃഹോപകരണങ്ങൾ',
    items: ['വാഷിങ് മെഷീനുകൾ', 'ഫ്രിഡ്ജുകൾ', 'മിക്സികൾ', 'എയർ കണ്ടീഷണറുകൾ', 'വാട്ടർ പ്യൂരിഫയറുകൾ'],
    notes: ['എളുപ്പത്തിൽ ഇഎംഐ സൗകര്യം.', 'പഴയ ഉപകരണങ്ങൾക്ക് എക്സ്ചേഞ്ച് ഓഫർ.'],
  },
};

/** An offer's headline in Malayalam: its item, its discount and, for festival and combo offers, a bill amount. */
export function headlineMl(type: OfferTypeTitle, item: string, percent: number, price: string | undefined): string {
  switch (type) {
    case 'Flat Discount':
      return `${item} ഫ്ലാറ്റ് ${percent}% കിഴിവിൽ.`;
    case 'Buy 1 Get 1':
      return `${item}: ഒന്ന് വാങ്ങിയാൽ ഒന്ന് സൗജന്യം.`;
    case 'Festival Offer':
      return `ഉത്സവകാല ഓഫർ: ${item} ${percent}% വരെ കിഴിവിൽ, ₹${price}-ന് മുകളിലുള്ള ബില്ലുകൾക്ക് സമ്മാനവും.`;
    case 'Clearance Sale':
      return `സ്റ്റോക്ക് ക്ലിയറൻസ്: ${item} ${percent}% വരെ കിഴിവിൽ. സ്റ്റോക്ക് തീരുന്നതുവരെ മാത്രം.`;
    case 'Combo Offer':
      return `${item} കോമ്പോ ഓഫർ, ₹${price} മുതൽ.`;
    case 'Cashback':
      return `${item} വാങ്ങുമ്പോൾ യുപിഐ, കാർഡ് പേയ്മെന്റുകൾക്ക് ${percent}% ക്യാഷ്ബാക്ക് ഉടനടി.`;
    case 'Onam Special':
      return `ഓണം സ്പെഷ്യൽ: ${item} ${percent}% കിഴിവിൽ.`;
    case 'Weekend Deal':
      return `വാരാന്ത്യ ഓഫർ: എല്ലാ ശനിയും ഞായറും ${item} ${percent}% അധിക കിഴിവിൽ.`;
  }
}

/** The seeded terms (offer-extras.ts), in the same order. */
export const TERMS_ML = [
  'ലിസ്റ്റ് ചെയ്ത സാധനങ്ങളുടെ എംആർപിയിൽ മാത്രം. മറ്റ് ഓഫറുകളുമായി ഒരുമിച്ച് ലഭിക്കില്ല.',
  'ഒരു ബില്ലിന് ഒരാൾക്ക് ഒരു കൂപ്പൺ മാത്രം. സ്റ്റോക്ക് ഉള്ളിടത്തോളം.',
  'ബില്ലിങ് കൗണ്ടറിൽ ഈ പേജോ കൂപ്പൺ കോഡോ കാണിക്കുക.',
] as const;

/** The demo shops' names on their boards; a few have none, so the site's fallback to English shows too. */
export const STORE_NAMES_ML: Readonly<Record<string, string>> = {
  'Sree Padmanabha Silks': 'ശ്രീ പത്മനാഭ സിൽക്സ്',
  'Attingal Gold House': 'ആറ്റിങ്ങൽ ഗോൾഡ് ഹൗസ്',
  'Technocity Mobile World': 'ടെക്നോസിറ്റി മൊബൈൽ വേൾഡ്',
  'Ashtamudi Bakes & Cakes': 'അഷ്ടമുടി ബേക്സ് & കേക്സ്',
  'Karunagappally Furniture Mart': 'കരുനാഗപ്പള്ളി ഫർണിച്ചർ മാർട്ട്',
  'Kuriakose Home Appliances': 'കുര്യാക്കോസ് ഹോം അപ്ലയൻസസ്',
  'Pampa Supermarket': 'പമ്പ സൂപ്പർമാർക്കറ്റ്',
  'Adoor Footwear Centre': 'അടൂർ ഫുട്വെയർ സെന്റർ',
  'Kuttanad Kitchen': 'കുട്ടനാട് കിച്ചൺ',
  'Vembanad Textiles': 'വേമ്പനാട് ടെക്സ്റ്റൈൽസ്',
  'Onattukara Electronics': 'ഓണാട്ടുകര ഇലക്ട്രോണിക്സ്',
  'Meenachil Jewellers': 'മീനച്ചിൽ ജ്വല്ലേഴ്സ്',
  'Kottayam Mobile Hub': 'കോട്ടയം മൊബൈൽ ഹബ്',
  'High Range Supermarket': 'ഹൈറേഞ്ച് സൂപ്പർമാർക്കറ്റ്',
  'Munnar Tea Town Bakery': 'മൂന്നാർ ടീ ടൗൺ ബേക്കറി',
  'Marine Drive Fashions': 'മറൈൻ ഡ്രൈവ് ഫാഷൻസ്',
  'Periyar Electronics': 'പെരിയാർ ഇലക്ട്രോണിക്സ്',
  'Kakkanad Biryani House': 'കാക്കനാട് ബിരിയാണി ഹൗസ്',
  'Perumbavoor Wood Works': 'പെരുമ്പാവൂർ വുഡ് വർക്സ്',
  'Vadakkunnathan Silks': 'വടക്കുംനാഥൻ സിൽക്സ്',
  'Pooram Gold & Diamonds': 'പൂരം ഗോൾഡ് & ഡയമണ്ട്സ്',
  'Guruvayur Opticals': 'ഗുരുവായൂർ ഒപ്റ്റിക്കൽസ്',
  'Kodungallur Home Store': 'കൊടുങ്ങല്ലൂർ ഹോം സ്റ്റോർ',
  'Malampuzha Footwear': 'മലമ്പുഴ ഫുട്വെയർ',
  'Ottapalam Fresh Mart': 'ഒറ്റപ്പാലം ഫ്രഷ് മാർട്ട്',
  'Chittur Medicals': 'ചിറ്റൂർ മെഡിക്കൽസ്',
  'Manjeri Mobile Planet': 'മഞ്ചേരി മൊബൈൽ പ്ലാനറ്റ്',
  'Tirur Wedding Centre': 'തിരൂർ വെഡ്ഡിങ് സെന്റർ',
  'Valluvanad Electronics': 'വള്ളുവനാട് ഇലക്ട്രോണിക്സ്',
  'SM Street Halwa & Bakery': 'മിഠായിത്തെരുവ് ഹൽവ & ബേക്കറി',
  'Vadakara Furniture Palace': 'വടകര ഫർണിച്ചർ പാലസ്',
  'Malabar Biryani House': 'മലബാർ ബിരിയാണി ഹൗസ്',
  'Wayanad Hills Supermarket': 'വയനാട് ഹിൽസ് സൂപ്പർമാർക്കറ്റ്',
  'Bathery Footwear': 'ബത്തേരി ഫുട്വെയർ',
  'Thalassery Jewellery Mart': 'തലശ്ശേരി ജ്വല്ലറി മാർട്ട്',
  'Kannur Handloom House': 'കണ്ണൂർ കൈത്തറി ഹൗസ്',
  'Chandragiri Opticals': 'ചന്ദ്രഗിരി ഒപ്റ്റിക്കൽസ്',
};

/** A seeded address in Malayalam: the English one's building number, then the town, district and PIN. */
export function addressMl(address: string, town: string, districtMl: string | undefined, pin: string): string | null {
  const townMl = TOWN_NAMES_ML[town];
  if (!townMl || !districtMl) return null;
  const [building] = address.split(', ');
  return `${building}, ${townMl}, ${districtMl} ജില്ല - ${pin}`;
}
