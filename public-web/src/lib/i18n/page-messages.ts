// A routed page's own texts, kept out of the site's catalogue, which every page loads: they load with the page's lazy
// route, in the page's language only (the prerender, which renders both, loads both), and its components read them
// synchronously as they read the site's (docs/decisions/047).
import { pageLocale } from './load';
import { LOCALES, type Locale } from './locale';
import { useLocale } from './messages';

export interface PageMessages<T> {
  /** Loads the texts the page will read: the page's lazy route awaits it before it shows the page. */
  load(): Promise<void>;
  /** The texts in the page's language, in a component of the page. */
  useMessages(): T;
}

/** `loaders` import each language's catalogue (a chunk each); `T` is the English one's type, which the others follow. */
export function pageMessages<T>(loaders: Record<Locale, () => Promise<T>>): PageMessages<T> {
  const loaded: Partial<Record<Locale, T>> = {};
  const load = async (locale: Locale) => {
    loaded[locale] ??= await loaders[locale]();
  };
  return {
    async load() {
      if (import.meta.env.SSR) await Promise.all(LOCALES.map(load));
      else await load(pageLocale());
    },
    useMessages() {
      const locale = useLocale();
      const messages = loaded[locale];
      if (!messages) throw new Error(`The page's ${locale} messages were not loaded`);
      return messages;
    },
  };
}
