// The home page's search: leads to /offers?searchQuery=..., or to a suggested store, category or place; a plain GET form, so it works before the app takes over.
import { type FormEvent, useState } from 'react';
import { Icon } from '../../../components/icons';
import { useNavigation } from '../../../components/navigation';
import { SearchCombobox } from '../../../components/search-combobox';
import { localizedPath } from '../../../lib/i18n/locale';
import { useLocale, useMessages } from '../../../lib/i18n/messages';

export function HomeSearch() {
  const { navigate } = useNavigation();
  const m = useMessages();
  const locale = useLocale();
  const [text, setText] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const searchQuery = text.trim() || undefined;
    navigate('/offers', { searchQuery });
  };
  return (
    <search className="container">
      <form className="home-search" action={localizedPath('/offers', locale)} method="get" onSubmit={submit}>
        <div className="search-box">
          <Icon name="search" size={18} />
          <SearchCombobox
            type="search"
            name="searchQuery"
            value={text}
            onValueChange={setText}
            onPick={(filter) => navigate('/offers', { ...filter })}
            listId="home-search-suggestions"
            placeholder={m.searchBox.placeholder}
            aria-label={m.searchBox.label}
            enterKeyHint="search"
          />
        </div>
        <button type="submit" className="button primary">
          {m.searchBox.submit}
        </button>
      </form>
    </search>
  );
}
