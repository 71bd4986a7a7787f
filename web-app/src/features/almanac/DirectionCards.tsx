import { Card, ScrollTable } from '@tongshu/web-ui';
import { DirectionCell } from '../../shared/almanac/icons';
import { answerText, type CardsProps } from './cardsProps';
import { Facts } from './Facts';
import { directionTerm } from './terms';

/** The Qi Men card's boxes and what each is for. */
const QIMEN_AIMS = [
  ['chief', 'Noble'],
  ['life', 'Wealth'],
  ['rest', 'Health'],
  ['harmony', 'Relationship'],
] as const;

/** The Qi Men directions of today and of the user's destiny, and the day's important ones. */
export function DirectionCards({ answer, busy }: CardsProps) {
  const { t, e } = answerText(answer);
  return (
    <div className="almanac-grid">
      <Card title="Qi Men" loading={busy}>
        {answer && (
          // Aims as rows, two columns: five columns cut "Relationship" in a half-page card at
          // 1,024 px and on a phone.
          <ScrollTable label="Qi Men directions" tableLabel={null} className="qimen-directions">
            <thead>
              <tr>
                <td />
                <th scope="col">Today</th>
                <th scope="col">Destiny</th>
              </tr>
            </thead>
            <tbody>
              {QIMEN_AIMS.map(([box, aim]) => (
                <tr key={box}>
                  <th scope="row">{aim}</th>
                  {(['current', 'destiny'] as const).map((row) => {
                    const zh = answer[`${row}_${box}_box`];
                    // null: the birth hour is not known, so the natal chart cannot be drawn.
                    if (zh === null)
                      return (
                        <td key={row} className="muted">
                          needs the birth hour
                        </td>
                      );
                    return <td key={row}>{zh ? <DirectionCell zh={zh} /> : '-'}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </Card>
      <Card title="Important Directions" loading={busy}>
        <Facts
          rows={[
            [
              'Yang Noble',
              directionTerm(t('day_position_yang_gui_desc'), e('day_position_yang_gui_desc')),
            ],
            [
              'Yin Noble',
              directionTerm(t('day_position_yin_gui_desc'), e('day_position_yin_gui_desc')),
            ],
            ['Happiness', directionTerm(t('day_position_xi_desc'), e('day_position_xi_desc'))],
            ['Fortune', directionTerm(t('day_position_fu_desc'), e('day_position_fu_desc'))],
            ['Wealth', directionTerm(t('day_position_cai_desc'), e('day_position_cai_desc'))],
          ]}
        />
      </Card>
    </div>
  );
}
