import { SearchBar } from 'antd-mobile';
import { useState } from 'react';
import type { WidgetRenderProps } from '../../runtime/registry';
import type { SearchBarProps } from './schema';
import './search-bar.css';

/** A search box: the keyboard's search key or the button runs the link with `{ keyword }`. */
export function SearchBarWidget(props: WidgetRenderProps<SearchBarProps>) {
  const [value, setValue] = useState(props.keyword);
  // A new preset keyword (a designer editing it, a results page reused) replaces what is typed.
  const [preset, setPreset] = useState(props.keyword);
  if (preset !== props.keyword) {
    setPreset(props.keyword);
    setValue(props.keyword);
  }
  const search = (v: string) => props.host?.runLink(props.link, { keyword: v.trim() });
  return (
    <div className="w-search-bar" role="search">
      <div className="w-search-bar__box">
        <SearchBar
          className="w-search-bar__input"
          placeholder={props.placeholder}
          value={value}
          onChange={setValue}
          onSearch={search}
          maxLength={50}
        />
        {props.buttonText && (
          <button type="button" className="w-search-bar__btn" onClick={() => search(value)}>
            {props.buttonText}
          </button>
        )}
      </div>
    </div>
  );
}
