import { ScrollTable } from '@tongshu/web-ui';
import { hiddenStems, stems, tenGodByStemPair, tenGods } from '@tongshu/data';
import { text, type TongshuAnswer } from '../../shared/almanac/types';
import { godTerm } from './Facts';
import { branchTerm, stemTerm } from './terms';

/** The day's, month's and year's pillars with their ten gods and hidden stems. */
export function Pillars({
  answer,
  dm,
}: {
  readonly answer: TongshuAnswer;
  readonly dm: string | null;
}) {
  const { ts, en } = answer;
  const pillars = ['day', 'month', 'year'] as const;
  const god = (stem: string) => (dm ? tenGodByStemPair[dm]?.[stem] : undefined);
  return (
    <>
      <ScrollTable label="Pillars" tableLabel={null}>
        <thead>
          <tr>
            <th scope="col">Pillar</th>
            <th scope="col">Day</th>
            <th scope="col">Month</th>
            <th scope="col">Year</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Stem</th>
            {pillars.map((p) => (
              <td key={p}>{stemTerm(text(ts, `${p}_gan`), text(en, `${p}_gan`))}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Stem 10 God</th>
            {pillars.map((p) => (
              <td key={p}>{godTerm(answer.ten_gods?.[p]?.stem ?? god(text(ts, `${p}_gan`)))}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Branch</th>
            {pillars.map((p) => (
              <td key={p}>{branchTerm(text(ts, `${p}_zhi`), text(en, `${p}_zhi`))}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Branch 10 God</th>
            {pillars.map((p) => (
              <td key={p}>{godTerm(answer.ten_gods?.[p]?.branch)}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">Hidden Stems</th>
            {pillars.map((p) => (
              <td key={p}>
                <ul className="plain-list">
                  {(hiddenStems[text(ts, `${p}_zhi`)] ?? []).map((stem) => (
                    <li key={stem} className="stem-god">
                      {stemTerm(stem, stems[stem]?.en ?? stem)}
                      {god(stem) && <span className="muted">{tenGods[god(stem) ?? '']?.en}</span>}
                    </li>
                  ))}
                </ul>
              </td>
            ))}
          </tr>
        </tbody>
      </ScrollTable>
      <p className="note">
        The 10 Gods are relative to your own day master
        {dm ? ` (${dm} ${stems[dm]?.en ?? ''})` : ''}, not to the day&apos;s stem.
      </p>
    </>
  );
}
