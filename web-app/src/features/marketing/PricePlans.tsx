import { Button, Icon, UiLink } from '@tongshu/web-ui';
import {
  TEAM_ONLY_NOTE,
  planFeatures,
  planPerDay,
  planPrice,
  publicPlans,
} from '../../shared/lib/plans';

/**
 * The price plans (spec sections 1 and 9): price / interval, cost per day, tier features.
 * `headingLevel`: one below the heading the plans sit under, so the outline skips no level.
 */
export function PricePlans({ headingLevel = 3 }: { readonly headingLevel?: 2 | 3 }) {
  const PlanName = headingLevel === 2 ? 'h2' : 'h3';
  const plans = publicPlans();
  return (
    <>
      <div className="plans">
        {plans.map((plan) => {
          const featured = plan.id === 'pro';
          return (
            <article key={plan.id} className={`plan${featured ? ' plan--featured' : ''}`}>
              {featured && <span className="plan__flag">Most complete</span>}
              <PlanName className="plan__name">{plan.name}</PlanName>
              <p className="plan__price">
                {plan.price === 0 ? (
                  'Free'
                ) : (
                  <>
                    {planPrice(plan)}
                    <span className="plan__interval"> / {plan.interval}</span>
                  </>
                )}
              </p>
              <p className="plan__per-day">
                {plan.price === 0 ? 'No card needed' : planPerDay(plan)}
              </p>
              <ul className="plan__features">
                {planFeatures(plan.id).map((feature) => (
                  <li
                    key={feature.name}
                    className={
                      feature.checked ? 'plan__feature' : 'plan__feature plan__feature--off'
                    }
                  >
                    <Icon name={feature.checked ? 'check' : 'x'} size={16} />
                    <span>
                      {feature.name}
                      {!feature.checked && (
                        <span className="tsu-visually-hidden"> (not included)</span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              <Button
                to={`/signup#${plan.id}`}
                variant={featured ? 'primary' : 'secondary'}
                fullWidth
              >
                {plan.price === 0 ? 'Start free' : `Choose ${plan.name}`}
              </Button>
            </article>
          );
        })}
      </div>
      <p className="plans__team">
        {TEAM_ONLY_NOTE} <UiLink to="/contact">Ask for access</UiLink>.
      </p>
    </>
  );
}
