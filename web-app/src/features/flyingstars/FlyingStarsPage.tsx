/**
 * /flyingstars (issue 43): the natal flying-star chart (玄空飞星) of the user's home and of each
 * of their people's, saved with the period it was built in and where it faces, and the year's
 * and month's stars laid over it for a date (today on the user's clock). A Pro feature: a lower
 * plan is sent to the upgrade page by the API's 402 (the app's error policy).
 */
import { useId, useState } from 'react';
import type { HomesAnswer } from '@tongshu/bff/api';
import { Loader, PageHeader } from '@tongshu/web-ui';
import { nineStars } from '@tongshu/data';
import { StarMeanings } from '../../shared/almanac/StarMeanings';
import { HomeCard } from './HomeCard';
import { useHomes } from './useHomes';
import './flyingstars.css';

/** "1 White (一白, Water)" ... "9 Purple (九紫, Fire)": the numbers in the grids. */
const LEGEND = Object.entries(nineStars).map(([zh, star]) => star.en.replace('(', `(${zh}, `));

export default function FlyingStarsPage() {
  const [date, setDate] = useState('');
  const dateId = useId();
  const homes = useHomes(date);
  // The homes stay drawn while a save reloads them, so the page does not jump to the top.
  const [shown, setShown] = useState<HomesAnswer>();
  if (homes.data && homes.data !== shown) setShown(homes.data);
  const answer = homes.data ?? shown;
  return (
    <>
      <PageHeader
        title="Flying Stars (玄空飞星)"
        subtitle="The natal chart of your home and each person's, with the year's and the month's stars over it"
      />
      <section className="flying-stars__intro">
        <p>
          A house&apos;s chart comes from the period (运) it was built or last renovated in and the
          direction it faces. In each palace the mountain star (山星, people and health) stands
          left, the water star (向星, wealth) right, the period star (运星) below, then the
          year&apos;s and the month&apos;s stars. South is at the top, as on a Chinese compass.
        </p>
        <p className="note">Stars: {LEGEND.join(', ')}.</p>
        <StarMeanings />
        <label className="tsu-field" htmlFor={dateId}>
          <span className="tsu-field__label">Year and month stars on</span>
          <input
            id={dateId}
            type="date"
            className="tsu-input"
            value={date || answer?.date || ''}
            onChange={(event) => setDate(event.target.value)}
          />
        </label>
        {answer && (
          <p className="note">
            {answer.date} on your clock ({answer.zone}): the year&apos;s stars change{' '}
            {answer.year_start === 'lunar-new-year'
              ? 'at the lunar new year (正月初一), as your school says'
              : 'at the Start of Spring (立春)'}
            , the month&apos;s at its solar term (节).
          </p>
        )}
      </section>
      {homes.loading && !answer && <Loader />}
      {answer && (
        <div className="flying-stars__homes">
          {answer.homes.map((record) => (
            <HomeCard key={record.subject} record={record} onChanged={homes.reload} />
          ))}
        </div>
      )}
    </>
  );
}
