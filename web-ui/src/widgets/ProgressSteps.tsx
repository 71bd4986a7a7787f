import { Icon } from '../components/Icon';
import { UiLink } from '../components/UiLink';
import './widgets.css';

export interface Step {
  readonly label: string;
  readonly url?: string;
  readonly completed?: boolean;
}

/** A row of numbered steps; completed ones show a tick, the first open one is current. */
export function ProgressSteps({ items }: { readonly items: readonly Step[] }) {
  const current = items.findIndex((step) => !step.completed);
  return (
    <ol className="tsu-steps">
      {items.map((step, index) => {
        const state = step.completed ? 'done' : index === current ? 'current' : 'todo';
        const label = step.url ? <UiLink to={step.url}>{step.label}</UiLink> : step.label;
        return (
          <li
            key={step.label}
            className={`tsu-steps__step tsu-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="tsu-steps__marker" aria-hidden="true">
              {step.completed ? <Icon name="check" size={14} /> : index + 1}
            </span>
            <span className="tsu-steps__label">
              {label}
              {step.completed && <span className="tsu-visually-hidden"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
