// A shared /offers link's chips and filter count from the first paint: on a slow phone the app takes over seconds
// after the page shows. The inline script runs as the page is parsed, reads the URL's query and writes, into the boxes
// the filter bar leaves for it (filter-bar.tsx; hidden once the app shows its own), what the app will show: a chip per
// search and filter, each a plain link to the listing without it (as withoutFilter in offer-search.ts), Clear all,
// and "Filters (N)". All in the page's language, linking to its listing (docs/decisions/047).
import { messagesFor } from '../../lib/i18n/catalogue';
import { type Locale, localizedPath } from '../../lib/i18n/locale';
import { FILTER_KEYS } from './offer-search';

/**
 * What the filter bar leaves for the script: the chips' list, and a template of a chip and of Clear all (inert, but
 * its classes keep their rules in the page's inlined styles).
 */
export function earlyFiltersMarkup(locale: Locale): string {
  const m = messagesFor(locale);
  const listing = localizedPath('/offers', locale);
  return (
    `<ul class="chips" aria-label="${m.listing.activeFilters}"></ul><template><li><a class="chip" href="${listing}">` +
    '<span aria-hidden="true">\u00d7</span><span class="visually-hidden"></span></a></li>' +
    `<a class="button link clear-filters" href="${listing}">${m.listing.clearAll}</a></template>`
  );
}

/**
 * Plain ES5 so every browser runs it at once (its SHA-256 goes into the page's script policy). Values are trimmed and
 * cut at 200 characters as parseOfferSearch reads them, and written as text, never as markup.
 */
export function earlyFiltersScript(locale: Locale): string {
  const m = messagesFor(locale);
  // Each chip's query key, the words after its remove mark, and the keys its removal drops with it.
  const chips: Array<[key: string, removes: string, alsoDrops: string[]]> = [
    ['searchQuery', m.listing.removeSearch, ['exact']],
    ...FILTER_KEYS.map((key): [string, string, string[]] => [
      key,
      m.listing.removeFilter(m.listing.filter[key].label),
      key === 'district' ? ['location'] : [],
    ]),
  ];
  const listing = JSON.stringify(localizedPath('/offers', locale));
  return (
    `(function(box){var chips=${JSON.stringify(chips)},q=new URLSearchParams(location.search),` +
    'ul=box.firstChild,t=box.lastChild.content,n=0,any=false;' +
    'function href(drop){var o=new URLSearchParams();q.forEach(function(v,k){' +
    'if(k!=="page"&&drop.indexOf(k)<0&&v.trim())o.append(k,v)});var s=o.toString();return ' +
    `${listing}+(s?"?"+s:"")}` +
    'chips.forEach(function(c){var v=(q.get(c[0])||"").trim().slice(0,200);if(!v)return;' +
    'any=true;if(c[0]!=="searchQuery")n++;' +
    'var li=t.firstChild.cloneNode(true),a=li.firstChild;a.href=href([c[0]].concat(c[2]));' +
    'a.insertBefore(document.createTextNode(c[0]==="searchQuery"?"\u201c"+v+"\u201d ":v+" "),a.firstChild);' +
    'a.lastChild.textContent=c[1];ul.appendChild(li)});' +
    'if(any){var keep=new URLSearchParams(),sort=q.get("sort")||"",all=t.lastChild.cloneNode(true);' +
    'if(q.get("showExpired")==="true")keep.set("showExpired","true");' +
    'if(sort==="ending"||sort==="nearest")keep.set("sort",sort);' +
    `all.href=${listing}+(keep.toString()?"?"+keep:"");box.appendChild(all)}` +
    'var count=document.querySelector(".filter-toggle .early-count");if(count&&n)count.textContent=" ("+n+")"' +
    '})(document.currentScript.previousElementSibling)'
  );
}
