// @ts-check
// The contact form's words in Malayalam, for /ml/contactus and the API's answers to it (docs/decisions/047): plain
// JavaScript like rules.js, checked against the English shape (ContactFormTexts) by `npm run typecheck`.

/** @param {number} seconds */
const wait = (seconds) => (seconds < 60 ? `${seconds} സെക്കൻഡ്` : `${Math.ceil(seconds / 60)} മിനിറ്റ്`);

/** @type {import('./rules.js').ContactFormTexts} */
export const CONTACT_FORM_ML = {
  labels: { name: 'പേര്', email: 'ഇമെയിൽ', phone: 'ഫോൺ', service: 'വിഷയം', message: 'സന്ദേശം' },
  noService: 'ഒരു വിഷയം തിരഞ്ഞെടുക്കുക',
  services: {
    myshop: 'എന്റെ കടയുടെ പരസ്യം',
    enquire: 'ഒരു ഓഫറിനെക്കുറിച്ച് അന്വേഷണം',
    complaint: 'ഒരു ഓഫറിനെക്കുറിച്ച് പരാതി',
  },
  name: 'ഞങ്ങൾക്ക് സന്ദേശം അയയ്ക്കുക',
  send: 'സന്ദേശം അയയ്ക്കുക',
  sending: 'സന്ദേശം അയയ്ക്കുന്നു...',
  honeypot: 'വെബ്സൈറ്റ്',
  errors: {
    name: 'നിങ്ങളുടെ പേര് നൽകുക',
    email: 'നിങ്ങളുടെ ഇമെയിൽ നൽകുക',
    emailInvalid: 'ശരിയായ ഇമെയിൽ വിലാസം നൽകുക',
    phone: 'നിങ്ങളുടെ ഫോൺ നമ്പർ നൽകുക',
    phoneInvalid: 'ശരിയായ ഫോൺ നമ്പർ നൽകുക: 10 അക്കങ്ങൾ, അല്ലെങ്കിൽ + ഉം രാജ്യ കോഡും',
    service: 'ഒരു വിഷയം തിരഞ്ഞെടുക്കുക',
    message: 'നിങ്ങളുടെ സന്ദേശം എഴുതുക',
    messageTooLong: (max, length) =>
      `സന്ദേശം ${max.toLocaleString('ml-IN')} അക്ഷരങ്ങളിൽ ഒതുക്കുക (ഇപ്പോൾ ${length.toLocaleString('ml-IN')} ഉണ്ട്)`,
  },
  sent: 'സന്ദേശം അയച്ചു!',
  failed: 'സന്ദേശം അയയ്ക്കാനായില്ല',
};

/** What only the API says, in Malayalam. @type {import('./rules.js').ContactAnswerTexts} */
export const CONTACT_ANSWERS_ML = {
  tooMany: (max, seconds) => `കഴിഞ്ഞ 10 മിനിറ്റിനുള്ളിൽ നിങ്ങൾ ${max} സന്ദേശങ്ങൾ അയച്ചു. ${wait(seconds)} കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.`,
  notSent: {
    title: 'സന്ദേശം അയച്ചില്ല',
    heading: 'നിങ്ങളുടെ സന്ദേശം അയച്ചിട്ടില്ല',
    message: 'സന്ദേശം അയയ്ക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.',
    back: 'ബന്ധപ്പെടുക പേജിലേക്ക് മടങ്ങുക',
  },
};
