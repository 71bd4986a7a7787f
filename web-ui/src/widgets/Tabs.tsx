/** Tabs whose selection is remembered per tab-group name in local storage (spec section 2). */
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import './widgets.css';

export interface Tab {
  readonly label: string;
  readonly content: ReactNode;
}

export interface TabsProps {
  /** The tab-group name the selection is stored under. */
  readonly name: string;
  readonly tabs: readonly Tab[];
}

export const tabStorageKey = (name: string) => `tongshu.tabs.${name}`;

function storedIndex(name: string, count: number): number {
  try {
    const stored = Number(window.localStorage.getItem(tabStorageKey(name)));
    return Number.isInteger(stored) && stored >= 0 && stored < count ? stored : 0;
  } catch {
    return 0;
  }
}

export function Tabs({ name, tabs }: TabsProps) {
  const id = useId();
  const [selected, setSelected] = useState(() => storedIndex(name, tabs.length));
  const current = Math.min(selected, Math.max(tabs.length - 1, 0));

  const select = (index: number) => {
    setSelected(index);
    try {
      window.localStorage.setItem(tabStorageKey(name), String(index));
    } catch {
      // Storage may be unavailable (private mode): the tab still switches.
    }
  };

  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = (current + step + tabs.length) % tabs.length;
    select(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <div className="tsu-tabs">
      <div className="tsu-tabs__list" role="tablist" onKeyDown={onKey}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            id={`${id}-tab-${index}`}
            type="button"
            role="tab"
            className="tsu-tabs__tab"
            aria-selected={index === current}
            aria-controls={`${id}-panel`}
            tabIndex={index === current ? 0 : -1}
            onClick={() => select(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        className="tsu-tabs__panel"
        aria-labelledby={`${id}-tab-${current}`}
      >
        {tabs[current]?.content}
      </div>
    </div>
  );
}
