// Text put into HTML written by hand (outside React): the offer pages the API answers, the no-JS filter fields.

/** The text with the characters that could end an element or an attribute value escaped. */
export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
