/**
 * What each of the nine stars means, folded under its summary: the almanac's common reading
 * (`@tongshu/data` nineStars, with its sources), the three whites and 9 Purple favourable.
 */
import { nineStars } from '@tongshu/data';
import './starGrid.css';

export function StarMeanings() {
  return (
    <details className="star-meanings">
      <summary>What the nine stars mean</summary>
      <ul>
        {Object.entries(nineStars).map(([zh, star]) => (
          <li key={zh}>
            <strong>
              {star.en} <span lang="zh">{zh}</span>
            </strong>
            , {star.luck === 'auspicious' ? 'favourable' : 'unfavourable'}: {star.description}
          </li>
        ))}
      </ul>
    </details>
  );
}
