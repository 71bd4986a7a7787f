/**
 * The reading's "Interactions" (刑冲合会) and "Symbolic stars" (神煞) tables (issue 45): each kind
 * or star in English with its Chinese, the pillars it involves or falls on, the element a
 * combination produces, and the book each star's table comes from.
 */
import { baziPillars, READING_SLOTS } from '@tongshu/data';
import { ScrollTable } from '@tongshu/web-ui';
import type { BaziReading } from '@tongshu/bff/api';
import { Term } from '../almanac/icons';

type Slot = BaziReading['stars'][number]['slot'];

/** "Annual pillar 流年": a pillar of the reading by its slot. */
function SlotTerm({ slot }: { readonly slot: Slot }) {
  const zh = READING_SLOTS[slot];
  return <Term en={baziPillars[zh]?.en ?? slot} zh={zh} />;
}

function SlotList({ slots }: { readonly slots: readonly Slot[] }) {
  return (
    <ul className="plain-list">
      {slots.map((slot) => (
        <li key={slot}>
          <SlotTerm slot={slot} />
        </li>
      ))}
    </ul>
  );
}

export function InteractionsTable({ reading }: { readonly reading: BaziReading }) {
  if (reading.interactions.length === 0)
    return <p>No combinations, clashes, punishments, harms or destructions on this date.</p>;
  return (
    <ScrollTable label="Interactions" className="bazi-reading-table">
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Pillars</th>
          <th scope="col">Element</th>
        </tr>
      </thead>
      <tbody>
        {reading.interactions.map((item) => (
          <tr key={`${item.kind} ${item.members.join(' ')}`}>
            <td>
              <Term en={item.name.en} zh={item.name.zh} />
            </td>
            <td>
              <SlotList slots={item.members} />
            </td>
            <td>
              {item.element ? (
                <Term en={item.element.en} zh={item.element.zh} />
              ) : (
                <span className="muted">None</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}

export function StarsTable({ reading }: { readonly reading: BaziReading }) {
  if (reading.stars.length === 0) return <p>No symbolic stars fall on these pillars.</p>;
  return (
    <ScrollTable label="Symbolic stars" className="bazi-reading-table">
      <thead>
        <tr>
          <th scope="col">Star</th>
          <th scope="col">Pillar</th>
          <th scope="col">Looked up from</th>
          <th scope="col">Source</th>
        </tr>
      </thead>
      <tbody>
        {reading.stars.map((star) => (
          <tr key={`${star.name.zh} ${star.slot}`}>
            <td>
              <Term en={star.name.en} zh={star.name.zh} />
            </td>
            <td>
              <SlotTerm slot={star.slot} />
            </td>
            <td>
              <SlotList slots={star.from} />
            </td>
            <td className="bazi-reading-table__source">{star.source}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
